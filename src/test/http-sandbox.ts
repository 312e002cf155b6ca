import { afterAll, beforeAll } from 'vitest';
import { configureApi } from '../api/client';
import { sessionStore } from '../lib/session';
import { call, fundedAccount, startApi, type Api } from './api-process';

/**
 * The real app against `npm run api` over real HTTP: what `setupTestSandbox` does in memory, with
 * a server process between (JSON on the wire, headers, the server's clock and idempotency), for
 * "works against `npm run api`" at the component layer (issue #51). One server per file, started
 * in `beforeAll` and stopped in `afterAll`; each test makes its own accounts, so they share nothing.
 */
export function useHttpSandbox() {
  let server: Api | undefined;
  /** What the app sent: `METHOD /path`, then ` key=<its idempotency key>` when it had one. */
  const requests: string[] = [];
  beforeAll(async () => {
    server = await startApi(['--quiet']);
    configureApi({
      baseUrl: server.base,
      getSeed: sessionStore.getSeed,
      onSessionEnded: () => sessionStore.signOut('unauthorized'),
      retryDelayMs: 0,
      // Node's fetch refuses jsdom's AbortSignal: a query cancelled here runs to its end instead.
      fetch: (async (input: RequestInfo | URL, init: RequestInit = {}) => {
        const url = input instanceof Request ? input.url : String(input);
        const key = new Headers(init.headers).get('X-Idempotency-Key');
        const line = `${init.method ?? 'GET'} ${url.slice(server!.base.length)}`;
        requests.push(key ? `${line} key=${key}` : line);
        const { signal: _unused, ...rest } = init;
        return fetch(url, rest);
      }) as typeof fetch,
    });
  }, 30_000);
  // Stopped here: a torn-down test worker never exits normally, and its server would outlive it.
  afterAll(() => server?.stop());

  /** One call to the server as `seed` (or none): its parsed answer, which must be a 2xx. */
  async function api<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
    seed?: string,
  ): Promise<T> {
    const answer = await call(server!.base, method, path, { body, seed });
    if (answer.status >= 300)
      throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body as T;
  }
  /** A new account (a Visa card, BTC) whose wallet holds `usd` after a confirmed deposit. */
  const activeAccount = (usd = 100) => fundedAccount(server!.base, usd);
  return { api, activeAccount, requests };
}
