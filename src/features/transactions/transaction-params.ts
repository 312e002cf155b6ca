import type { TransactionListFilters } from '../../api/transactions';
import { TRANSACTION_TYPES } from '../../contract/fields';
import { parseUserAmount } from '../../lib/money';
import {
  urlChoice,
  urlInt,
  urlMaxLength,
  urlPattern,
  urlText,
  urlViewParser,
  useUrlView,
} from '../../lib/url-view';

/** What the URL holds: the form's view of the filters (dates as YYYY-MM-DD, amounts as typed). */
export type TransactionView = {
  card_id?: string;
  type?: (typeof TRANSACTION_TYPES)[number];
  from?: string;
  to?: string;
  merchant?: string;
  min_amount?: string;
  max_amount?: string;
  page?: number;
  per_page?: number;
  /** The transaction open in the drawer (not a filter): shareable, and Back closes it. */
  txn?: string;
};

const date = urlText((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)));
const amount = urlText((v) => parseUserAmount(v) !== null);
const viewFields = {
  card_id: urlPattern(/^[\w-]{1,64}$/),
  type: urlChoice(TRANSACTION_TYPES),
  from: date,
  to: date,
  merchant: urlMaxLength(100),
  min_amount: amount,
  max_amount: amount,
  page: urlInt(1, 100_000),
  per_page: urlInt(1, 100),
  txn: urlPattern(/^txn_[\w-]{1,64}$/),
};

export const TRANSACTION_PER_PAGE = [25, 50, 100] as const;

export const parseTransactionView: (search: URLSearchParams) => TransactionView =
  urlViewParser(viewFields);

/** Start and end of a local calendar day, as ISO instants. */
function dayBound(day: string, end: boolean): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return (
    end ? new Date(y, m - 1, d, 23, 59, 59, 999) : new Date(y, m - 1, d, 0, 0, 0, 0)
  ).toISOString();
}

/** The view → the list's filters: dates to ISO day bounds, amounts to cents. */
export function viewToFilters(view: TransactionView): TransactionListFilters {
  const filters: TransactionListFilters = {};
  if (view.card_id) filters.card_id = view.card_id;
  if (view.type) filters.type = view.type;
  if (view.from) filters.from = dayBound(view.from, false);
  if (view.to) filters.to = dayBound(view.to, true);
  if (view.merchant?.trim()) filters.merchant = view.merchant.trim();
  const min = view.min_amount ? parseUserAmount(view.min_amount) : null;
  const max = view.max_amount ? parseUserAmount(view.max_amount) : null;
  if (min !== null) filters.min_amount = min;
  if (max !== null) filters.max_amount = max;
  filters.page = view.page ?? 1;
  filters.per_page = view.per_page ?? 50;
  return filters;
}

export function useTransactionView() {
  return useUrlView(parseTransactionView);
}
