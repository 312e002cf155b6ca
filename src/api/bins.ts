import { queryOptions } from '@tanstack/react-query';
import { send } from './send';
import * as wire from './wire-readers.gen';

export const binKeys = { all: ['bins'] as const };

export const binsApi = {
  list: (signal?: AbortSignal) => send(wire.listBins, {}, { signal }),
};

export const binQueries = {
  list: () =>
    queryOptions({
      queryKey: binKeys.all,
      queryFn: ({ signal }) => binsApi.list(signal),
      staleTime: 60 * 60_000,
    }),
};
