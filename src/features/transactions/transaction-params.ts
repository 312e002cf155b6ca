import * as z from 'zod/mini';
import type { TransactionListFilters } from '../../api/transactions';
import { TRANSACTION_TYPES } from '../../contract/transactions';
import { parseUserAmount } from '../../lib/money';
import { urlInt, urlParam, urlViewParser, useUrlView } from '../../lib/url-view';

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

const date = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/),
  z.refine((v) => !Number.isNaN(Date.parse(v))),
);
const amount = z.string().check(z.refine((v) => parseUserAmount(v) !== null));
const viewSchema = z.object({
  card_id: urlParam(z.string().check(z.regex(/^[\w-]{1,64}$/))),
  type: urlParam(z.enum(TRANSACTION_TYPES)),
  from: urlParam(date),
  to: urlParam(date),
  merchant: urlParam(z.string().check(z.maxLength(100))),
  min_amount: urlParam(amount),
  max_amount: urlParam(amount),
  page: urlParam(urlInt(1, 100_000)),
  per_page: urlParam(urlInt(1, 100)),
  txn: urlParam(z.string().check(z.regex(/^txn_[\w-]{1,64}$/))),
});

export const TRANSACTION_PER_PAGE = [25, 50, 100] as const;

export const parseTransactionView: (search: URLSearchParams) => TransactionView =
  urlViewParser(viewSchema);

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
