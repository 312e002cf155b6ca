import {
  MutationCache,
  QueryClient,
  QueryClientProvider,
  type NetworkMode,
} from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { toast } from '../components/ui/toaster';
import { errorMessage, isApiError } from '../api/errors';
import { invalidateDeclared } from '../api/invalidates';
import { sessionStore } from '../lib/session';

/**
 * `networkMode`: React Query pauses queries and actions while the browser says it is offline. The
 * demo's sandbox runs in the page (decision 010), so there nothing waits for the network ('always');
 * against a server, pausing is right ('online', the default).
 */
export function createQueryClient(networkMode: NetworkMode = 'online'): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      // Every failed action says why, unless its component shows the error itself (meta.inlineErrors).
      onError: (error, _vars, _ctx, mutation) => {
        if (mutation.meta?.inlineErrors || (isApiError(error) && error.isUnauthorized)) return;
        toast.error(errorMessage(error));
      },
      // Each action declares what it makes stale (meta.invalidates); this is the one place that
      // acts on it (issue #30, decision 006).
      onSettled: invalidateDeclared,
    }),
    defaultOptions: {
      queries: {
        staleTime: 10_000,
        retry: shouldRetry,
        retryDelay,
        refetchOnWindowFocus: true,
        networkMode,
      },
      mutations: { retry: false, networkMode },
    },
  });
}

/** A wait the service asks for (Retry-After) longer than this is not waited out: the page says when. */
export const MAX_RETRY_WAIT_S = 30;

/**
 * Client errors (bad input, not found, signed out) do not get better by retrying. A 429 or 503 with
 * a short Retry-After does: it is retried once that time is up (decision 024).
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2 || !isApiError(error)) return failureCount < 2;
  const wait = error.retryAfterSeconds;
  if (wait !== undefined)
    return wait <= MAX_RETRY_WAIT_S && (error.isRateLimited || error.status >= 500);
  return !(error.status >= 400 && error.status < 500);
}

/** Retry-After when the service gave one, else React Query's doubling (1 s, 2 s…, at most 30 s). */
export function retryDelay(failureCount: number, error: unknown): number {
  if (isApiError(error) && error.retryAfterSeconds !== undefined)
    return error.retryAfterSeconds * 1000;
  return Math.min(1000 * 2 ** failureCount, 30_000);
}

export function AppProvider({
  children,
  queryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());

  // Signing out (or a 401, or the auto-lock) drops every cached answer of the old session.
  useEffect(() => {
    let previous = sessionStore.getSeed();
    return sessionStore.subscribe(() => {
      const seed = sessionStore.getSeed();
      if (seed !== previous) {
        client.cancelQueries();
        client.clear();
      }
      previous = seed;
    });
  }, [client]);

  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
