import { configureApi } from '../api/client';
import { createService, type ServiceOptions } from '../service';
import { fakeClock, seededRandom } from '../service/runtime';
import { sessionStore } from '../lib/session';

/**
 * Points the app's API client at a fresh in-memory sandbox (no network): component tests
 * talk to the real service through `handle(Request)`.
 */
export function setupTestSandbox(options: ServiceOptions = {}) {
  const clock = fakeClock(Date.now());
  const service = createService({ clock, random: seededRandom(11), ...options });
  const requests: Request[] = [];
  configureApi({
    baseUrl: 'http://sandbox.test/v1/api',
    getSeed: sessionStore.getSeed,
    onSessionEnded: () => sessionStore.signOut('unauthorized'),
    retryDelayMs: 0,
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      requests.push(request.clone());
      return service.handle(request);
    }) as typeof fetch,
  });

  async function api(method: string, path: string, body?: unknown, seed?: string) {
    const response = await service.handle(
      new Request(`http://sandbox.test/v1/api${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', ...(seed ? { 'X-Seed': seed } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test data read field by field
    return (await response.json()) as any;
  }

  /** A seed whose generated card is active with `walletUsd` (≥ 9) in the wallet. */
  async function activeAccount(walletUsd = 100) {
    const gen = await api('POST', '/', { card: 'visa' });
    const dep = await api(
      'POST',
      '/sandbox/deposits',
      { currency: 'usdt', amount_usd: walletUsd + 1 },
      gen.seed,
    );
    await api('POST', `/sandbox/deposits/${dep.id}/confirm`, undefined, gen.seed);
    const cards = await api('GET', '/cards', undefined, gen.seed);
    return { seed: gen.seed as string, cardId: cards.data[0].id as string };
  }

  return { service, clock, requests, api, activeAccount };
}
