import { queryOptions } from '@tanstack/react-query';
import { send } from './send';
import * as wire from './wire-readers.gen';
import type { Transaction, TransactionFilters } from '../contract/transactions';
import type { Cents } from '../contract/money';
import { PER_PAGE_MAX } from '../contract/limits';
import { wireUsd } from './wire-money';

/** The transaction list's filters as the app writes them: amounts in cents (USD on the wire). */
export type TransactionListFilters = Omit<TransactionFilters, 'min_amount' | 'max_amount'> & {
  min_amount?: Cents;
  max_amount?: Cents;
};

function wireFilters({
  min_amount,
  max_amount,
  ...rest
}: TransactionListFilters): TransactionFilters {
  return {
    ...rest,
    ...(min_amount === undefined ? {} : { min_amount: wireUsd(min_amount) }),
    ...(max_amount === undefined ? {} : { max_amount: wireUsd(max_amount) }),
  };
}

export const transactionKeys = {
  all: ['transactions'] as const,
  lists: () => [...transactionKeys.all, 'list'] as const,
  list: (filters: TransactionListFilters) => [...transactionKeys.lists(), filters] as const,
  detail: (txnId: string) => [...transactionKeys.all, 'detail', txnId] as const,
};

export const transactionsApi = {
  list: (filters: TransactionListFilters = {}, signal?: AbortSignal) =>
    send(wire.listTransactions, { query: wireFilters(filters) }, { signal }),
  get: (txnId: string, signal?: AbortSignal) =>
    send(wire.getTransaction, { params: { id: txnId } }, { signal }),
};

/**
 * Every page of a filtered list (PER_PAGE_MAX per request), up to `maxPages`, reporting progress. After the
 * first page tells the total, the rest are fetched a few at a time, in order.
 */
export async function fetchAllTransactions(
  filters: TransactionListFilters,
  options: {
    maxPages?: number;
    concurrency?: number;
    signal?: AbortSignal;
    onProgress?: (done: number, total: number) => void;
  } = {},
): Promise<Transaction[]> {
  const perPage = PER_PAGE_MAX;
  const first = await transactionsApi.list(
    { ...filters, page: 1, per_page: perPage },
    options.signal,
  );
  const total = first.pagination.total;
  const pages = Math.min(options.maxPages ?? 1000, Math.ceil(total / perPage));
  const results: Transaction[][] = [first.data];
  let done = first.data.length;
  options.onProgress?.(done, total);
  const queue = Array.from({ length: Math.max(0, pages - 1) }, (_, i) => i + 2);
  async function worker() {
    for (let page = queue.shift(); page !== undefined; page = queue.shift()) {
      const result = await transactionsApi.list(
        { ...filters, page, per_page: perPage },
        options.signal,
      );
      results[page - 1] = result.data;
      done += result.data.length;
      options.onProgress?.(done, total);
    }
  }
  await Promise.all(
    Array.from({ length: Math.min(options.concurrency ?? 4, queue.length) }, worker),
  );
  return results.flat();
}

export const transactionQueries = {
  list: (filters: TransactionListFilters = {}) =>
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
