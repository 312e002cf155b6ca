import { queryOptions } from '@tanstack/react-query';
import { apiClient } from './client';
import { pageOf } from './schemas/common';
import {
  transactionDetailSchema,
  transactionSchema,
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

export const transactionQueries = {
  list: (filters: TransactionFilters = {}) =>
    queryOptions({
      queryKey: transactionKeys.list(filters),
      queryFn: ({ signal }) => transactionsApi.list(filters, signal),
      placeholderData: (previous) => previous,
    }),
  detail: (txnId: string) =>
    queryOptions({
      queryKey: transactionKeys.detail(txnId),
      queryFn: ({ signal }) => transactionsApi.get(txnId, signal),
    }),
};
