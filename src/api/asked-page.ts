import type { Page } from '../contract/common';
import type { Reader } from './wire-reader';

/** A list page as the app asked for it; `sentMore` when the service's answer held more rows. */
export type AskedPage<A extends Page<unknown>> = A & {
  /** How many rows the answer held, when that was more than the page asked for. */
  sentMore?: number | undefined;
};

type Asked = { page?: number | undefined; per_page?: number | undefined };
type RawList = { data: unknown[]; pagination?: { total?: unknown } };

const isRawList = (value: unknown): value is RawList =>
  typeof value === 'object' && value !== null && Array.isArray((value as RawList).data);

/**
 * `reader`, reading at most the rows the page asked for (issue #47): a provider that ignores
 * `per_page` (20,000 cards for a page of 25) left a blank page for 60 s, each row read, rendered
 * and each card's rules asked for. The rows are cut before they are read, so the cost no longer
 * grows with the answer. An answer holding the whole set (as many rows as its total, or a list
 * without pagination) is paged here; any other keeps its first `per_page` rows. Either way
 * `sentMore` tells the page to say so (components/ui/sent-more-note.tsx).
 */
export function askedPage<A extends Page<unknown>>(
  reader: Reader<A>,
  asked: Asked,
  defaultPerPage: number,
): Reader<AskedPage<A>> {
  const perPage = asked.per_page ?? defaultPerPage;
  return {
    safeParse(input) {
      if (!isRawList(input) || input.data.length <= perPage) return reader.safeParse(input);
      const sent = input.data.length;
      const said = input.pagination?.total;
      const whole = typeof said !== 'number' || sent >= said;
      const page = asked.page ?? 1;
      const start = whole ? (page - 1) * perPage : 0;
      const read = reader.safeParse({ ...input, data: input.data.slice(start, start + perPage) });
      if (!read.success) return read;
      const total = whole ? sent : (said as number);
      const pagination = {
        ...read.data.pagination,
        page,
        per_page: perPage,
        total,
        total_pages: Math.max(1, Math.ceil(total / perPage)),
      };
      return { success: true, data: { ...read.data, pagination, sentMore: sent } };
    },
  };
}
