import { queryOptions } from '@tanstack/react-query';
import { apiClient } from './client';
import { pageOf } from './schemas/common';
import {
  transactionDetailSchema,
  transactionSchema,
  type Transaction,
  type TransactionFilters,
} from './schemas/transactions';

const transactionPageSchema = pageOf(transactionSchema);

export const transactionKeys = {
  all: ['transactions'] as const,
  lists: () => [...transactionKeys.all, 'list'] as const,
  list: (filters: TransactionFilters) => [...transactionKeys.lists(), filters] as const,
  detail: (txnId: string) => [...transactionKeys.all, 'detail', txnId] as const,
};

export const transactionsApi = {
  list: (filters: TransactionFilters = {}, signal?: AbortSignal) =>
    apiClient.request(transactionPageSchema, { path: '/transactions', query: filters, signal }),
  get: (txnId: string, signal?: AbortSignal) =>
    apiClient.request(transactionDetailSchema, {
      path: `/transactions/${encodeURIComponent(txnId)}`,
      signal,
    }),
};

/** Every page of a filtered list (100 per request), up to `maxPages`, reporting progress. */
export async function fetchAllTransactions(
  filters: TransactionFilters,
  options: {
    maxPages?: number;
    signal?: AbortSignal;
    onProgress?: (done: number, total: number) => void;
  } = {},
): Promise<Transaction[]> {
  const rows: Transaction[] = [];
  const query = { ...filters, page: 1, per_page: 100 };
  for (let pages = 0; pages < (options.maxPages ?? 1000); pages++) {
    const page = await transactionsApi.list(query, options.signal);
    rows.push(...page.data);
    options.onProgress?.(rows.length, page.pagination.total);
    if (page.data.length === 0 || rows.length >= page.pagination.total) break;
    query.page += 1;
  }
  return rows;
}

export const transactionQueries = {
  list: (filters: TransactionFilters = {}) =>
    queryOptions({
      queryKey: transactionKeys.list(filters),
      queryFn: ({ signal }) => transactionsApi.list(filters, signal),
      placeholderData: (previous) => previous,
    }),
  /** Spending of the last `days` days (all pages, for the overview's charts). */
  recent: (days: number, today: string) =>
    queryOptions({
      queryKey: [...transactionKeys.all, 'recent', days, today] as const,
      queryFn: ({ signal }) =>
        fetchAllTransactions(
          { from: new Date(Date.parse(today) - days * 86_400_000).toISOString() },
          { maxPages: 20, signal },
        ),
      staleTime: 30_000,
    }),
  detail: (txnId: string) =>
    queryOptions({
      queryKey: transactionKeys.detail(txnId),
      queryFn: ({ signal }) => transactionsApi.get(txnId, signal),
    }),
};
