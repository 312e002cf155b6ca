import { vi } from 'vitest';
import { ApiClient, type ApiClientConfig } from '../api/client';

/** The API client's unit tests' helpers: a JSON answer, and a client over a scripted fetch. */
export type Call = { url: string; init: RequestInit; headers: Record<string, string> };

export function json(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

export function setup(responses: Array<Response | Error>, config: Partial<ApiClientConfig> = {}) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({
      url: String(url),
      init: init ?? {},
      headers: { ...(init?.headers as Record<string, string>) },
    });
    const next = responses.shift();
    if (!next) throw new Error('no more responses');
    if (next instanceof Error) throw next;
    return next;
  });
  const onSessionEnded = vi.fn();
  const client = new ApiClient({
    baseUrl: 'https://api.example/v1/api/',
    getSeed: () => 'AB12-CD34-EF56-GH78',
    fetch: fetch as unknown as typeof globalThis.fetch,
    onSessionEnded,
    retryDelayMs: 0,
    ...config,
  });
  return { client, calls, fetch, onSessionEnded };
}
