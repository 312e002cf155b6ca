import type { ApiError } from './errors';

export type ApiClientConfig = {
  /** Ends in `/v1/api`; absolute (`https://…`) or same-origin (`/v1/api`). */
  baseUrl: string;
  /** The seed of the signed-in user; read on every call, never stored by the client. */
  getSeed: () => string | null;
  /** Called once per 401 answer, before the error is thrown: the session has ended. */
  onSessionEnded?: (error: ApiError) => void;
  fetch?: typeof fetch;
  /** Retries of a failed network round trip (idempotent calls only). */
  retries?: number;
  retryDelayMs?: number;
  timeoutMs?: number;
};

/**
 * The app's API settings (base URL, seed source, session-ended callback), set at start-up by
 * main.tsx. Apart from the client so that setting them does not load the client and its schemas
 * (zod) with the first page: the public pages load the client on their first submit (decision 005).
 */
let current: Partial<ApiClientConfig> = {};
let follower: ((patch: Partial<ApiClientConfig>) => void) | undefined;

export function configureApi(patch: Partial<ApiClientConfig>): void {
  current = { ...current, ...patch };
  follower?.(patch);
}

/** What was configured so far; the client starts from it and follows later changes. */
export function followApiConfig(
  onChange: (patch: Partial<ApiClientConfig>) => void,
): Partial<ApiClientConfig> {
  follower = onChange;
  return current;
}
