import type { QueryValue } from './client';

/** The key a mutating call carries, the same for every retry of one action. */
export function newIdempotencyKey(): string {
  return `idem_${crypto.randomUUID()}`;
}

/** The URL of a call: the base without its trailing slashes, the path, the query without empty values. */
export function buildUrl(
  baseUrl: string,
  path: string,
  query?: Record<string, QueryValue>,
): string {
  const base = baseUrl.replace(/\/+$/, '');
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const qs = params.toString();
  return `${base}${path}${qs ? `?${qs}` : ''}`;
}
