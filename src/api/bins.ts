import { queryOptions } from '@tanstack/react-query';
import { send } from './send';
import { binOperations } from '../contract/bins';

export const binKeys = { all: ['bins'] as const };

export const binsApi = {
  list: (signal?: AbortSignal) => send(binOperations.listBins, {}, { signal }),
};

export const binQueries = {
  list: () =>
    queryOptions({
      queryKey: binKeys.all,
      queryFn: ({ signal }) => binsApi.list(signal),
      staleTime: 60 * 60_000,
    }),
};
