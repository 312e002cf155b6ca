import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
type Value = string | number | undefined;

/**
 * A URL parameter: the value read from its text, or undefined when it does not fit — dropped, not
 * an error. Plain functions, not a schema library: every list page reads its URL before its first
 * render, and zod is not in a signed-in page's first load (decision 005, fourth pass).
 */
export type UrlField<T> = (text: string) => T | undefined;

/** Any text, or text that passes `test`. */
export const urlText =
  (test: (text: string) => boolean = () => true): UrlField<string> =>
  (text) =>
    test(text) ? text : undefined;
export const urlPattern = (pattern: RegExp) => urlText((text) => pattern.test(text));
/** At most `max` characters, counted in code points as zod counted them ("😀" is one). */
export const urlMaxLength = (max: number) => urlText((text) => [...text].length <= max);

/** One of `choices`, as written. */
export const urlChoice =
  <const T extends readonly string[]>(choices: T): UrlField<T[number]> =>
  (text) =>
    choices.includes(text) ? (text as T[number]) : undefined;

/** A whole number within [min, max] (and among `allowed` when given), read as `Number` reads it. */
export const urlInt =
  (min: number, max: number, allowed?: readonly number[]): UrlField<number> =>
  (text) => {
    const n = Number(text);
    const fits = Number.isSafeInteger(n) && n >= min && n <= max;
    return fits && (!allowed || allowed.includes(n)) ? n : undefined;
  };

type ViewOf<F> = { [K in keyof F]?: F[K] extends UrlField<infer T> ? T : never };

/**
 * The parse function of a page's URL view, from an object of fields: a value that does not fit is
 * dropped, and so is an empty one; a repeated parameter counts by its last value. One way to read
 * filters from the URL, for every page.
 */
export function urlViewParser<F extends Record<string, UrlField<Value>>>(fields: F) {
  return (search: URLSearchParams): ViewOf<F> => {
    const texts = Object.fromEntries(search);
    const view: Record<string, Value> = {};
    for (const [key, read] of Object.entries(fields)) {
      const text = texts[key];
      const value = text === undefined ? undefined : read(text);
      if (value !== undefined && value !== '') view[key] = value;
    }
    return view as ViewOf<F>;
  };
}

/**
 * A page's view kept in the URL (bookmarkable; back works). `update` builds the new URL from the
 * last one asked for, not from a render's copy: React Router's functional setSearchParams hands
 * the callback the params of the last render, so a debounced text filter firing while another
 * change was still navigating used to drop that change (the cards e2e test lost `status` that
 * way, at random). Changing a filter goes back to page 1 unless `page` is set.
 * `parse` must be a stable (module-level) function.
 */
export function useUrlView<V extends Record<string, Value>>(parse: (search: URLSearchParams) => V) {
  const [search, setSearch] = useSearchParams();
  // The URL as last asked for; a new URL from outside (back, a link) replaces it when it renders.
  const latest = useRef(search);
  useEffect(() => {
    latest.current = search;
  }, [search]);
  const update = useCallback(
    (patch: Partial<V>, options: { resetPage?: boolean; replace?: boolean } = {}) => {
      const next: Record<string, Value> = { ...parse(latest.current), ...patch };
      if ((options.resetPage ?? true) && !('page' in patch)) delete next.page;
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(next))
        if (value !== undefined && value !== '') params.set(key, String(value));
      latest.current = params;
      setSearch(params, { replace: options.replace ?? false });
    },
    [setSearch, parse],
  );
  return { view: parse(search), update };
}
