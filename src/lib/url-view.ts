import { useCallback } from 'react';
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
 * URL as it is when called, not from a render's copy, so a debounced text filter that fires late
 * cannot undo a newer change. Changing a filter goes back to page 1 unless `page` is set.
 * `parse` must be a stable (module-level) function.
 */
export function useUrlView<V extends Record<string, Value>>(parse: (search: URLSearchParams) => V) {
  const [search, setSearch] = useSearchParams();
  const update = useCallback(
    (patch: Partial<V>, options: { resetPage?: boolean; replace?: boolean } = {}) => {
      setSearch(
        (current) => {
          const next: Record<string, Value> = { ...parse(current), ...patch };
          if ((options.resetPage ?? true) && !('page' in patch)) delete next.page;
          const params = new URLSearchParams();
          for (const [key, value] of Object.entries(next))
            if (value !== undefined && value !== '') params.set(key, String(value));
          return params;
        },
        { replace: options.replace ?? false },
      );
    },
    [setSearch, parse],
  );
  return { view: parse(search), update };
}
