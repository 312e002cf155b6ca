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
