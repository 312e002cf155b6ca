import {
  urlChoice,
  urlInt,
  urlMaxLength,
  urlPattern,
  urlViewParser,
  useUrlView,
} from '../../lib/url-view';
import { CARD_SORTS, CARD_STATUSES } from '../../contract/fields';
import type { CardListFilters } from '../../contract/cards';

export const PER_PAGE_CHOICES = [10, 25, 50, 100] as const;

/** The card list's view lives in the URL: bookmarkable, and the back button works. */
const paramsFields = {
  status: urlChoice(CARD_STATUSES),
  bin_id: urlPattern(/^\d{6,8}$/),
  label: urlMaxLength(64),
  sort: urlChoice(CARD_SORTS),
  order: urlChoice(['asc', 'desc']),
  page: urlInt(1, 100_000),
  per_page: urlInt(10, 100, PER_PAGE_CHOICES),
};

export const parseCardListParams: (search: URLSearchParams) => CardListFilters =
  urlViewParser(paramsFields);

export function useCardListParams() {
  const { view, update } = useUrlView(parseCardListParams);
  return { filters: view, update };
}
