import { queryOptions } from '@tanstack/react-query';
import { send } from './send';

/**
 * The sandbox tools' query keys, apart from their client (sandbox-tools.ts): the service's clock is
 * read on pages whose first load must not carry that client (use-service-now.ts).
 */
export const sandboxToolKeys = {
  all: ['sandbox-tools'] as const,
  clock: () => [...sandboxToolKeys.all, 'clock'] as const,
  scenarios: () => [...sandboxToolKeys.all, 'scenarios'] as const,
  requests: () => [...sandboxToolKeys.all, 'requests'] as const,
};

/**
 * The account's clock (decision 020): the sandbox panel shows it, and every page that judges a day
 * or a countdown reads the service's time from it (use-service-now.ts). Its reader loads with the
 * first read, not in the first load of those pages (the card page's was over its 150 KB:
 * scripts/size.ts).
 */
export const sandboxClockQuery = () =>
  queryOptions({
    queryKey: sandboxToolKeys.clock(),
    queryFn: async ({ signal }) =>
      send((await import('./wire-sandbox-readers.gen')).getClock, {}, { signal }),
  });
