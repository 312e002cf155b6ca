import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import * as z from 'zod/mini';

type Value = string | number | undefined;

/** A URL parameter: optional, and a value that does not fit is dropped, not an error. */
export const urlParam = <T extends z.core.SomeType>(schema: T) =>
  z.catch(z.optional(schema), undefined);
/** A whole number from the URL within [min, max]. */
export const urlInt = (min: number, max: number) =>
  z.coerce.number().check(z.int(), z.minimum(min), z.maximum(max));

/**
 * The parse function of a page's URL view, from an object of `urlParam` fields: a value that does
 * not fit is dropped, and so is an empty one. One way to read filters from the URL, for every page.
 */
export function urlViewParser<S extends z.ZodMiniObject>(schema: S) {
  return (search: URLSearchParams): z.output<S> =>
    Object.fromEntries(
      Object.entries(schema.parse(Object.fromEntries(search))).filter(
        ([, value]) => value !== undefined && value !== '',
      ),
    ) as z.output<S>;
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
