import type { ApiClientConfig } from './client';

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
