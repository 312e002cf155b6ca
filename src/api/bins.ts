import { queryOptions } from '@tanstack/react-query';
import { apiClient } from './client';
import { binSchema } from '../contract/bins';
import { listOf } from '../contract/common';

const binListSchema = listOf(binSchema);

export const binKeys = { all: ['bins'] as const };

export const binsApi = {
  list: (signal?: AbortSignal) => apiClient.request(binListSchema, { path: '/bins', signal }),
};

export const binQueries = {
  list: () =>
    queryOptions({
      queryKey: binKeys.all,
      queryFn: ({ signal }) => binsApi.list(signal),
      staleTime: 60 * 60_000,
    }),
};
