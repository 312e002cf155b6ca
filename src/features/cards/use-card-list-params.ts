import * as z from 'zod/mini';
import { urlInt, urlParam, urlViewParser, useUrlView } from '../../lib/url-view';
import { CARD_SORTS, CARD_STATUSES, type CardListFilters } from '../../contract/cards';

/** The card list's view lives in the URL: bookmarkable, and the back button works. */
const paramsSchema = z.object({
  status: urlParam(z.enum(CARD_STATUSES)),
  bin_id: urlParam(z.string().check(z.regex(/^\d{6,8}$/))),
  label: urlParam(z.string().check(z.maxLength(64))),
  sort: urlParam(z.enum(CARD_SORTS)),
  order: urlParam(z.enum(['asc', 'desc'])),
  page: urlParam(urlInt(1, 100_000)),
  per_page: urlParam(urlInt(10, 100).check(z.refine((n) => [10, 25, 50, 100].includes(n)))),
});

export const PER_PAGE_CHOICES = [10, 25, 50, 100] as const;

export const parseCardListParams: (search: URLSearchParams) => CardListFilters =
  urlViewParser(paramsSchema);

export function useCardListParams() {
  const { view, update } = useUrlView(parseCardListParams);
  return { filters: view, update };
}
