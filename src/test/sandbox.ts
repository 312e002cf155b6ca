import { configureApi } from '../api/client';
import type { ServiceOptions } from '../service';
import { BASE, testService } from '../service/testing';
import { sessionStore } from '../lib/session';

/**
 * Points the app's API client at a fresh in-memory sandbox (no network): component tests
 * talk to the real service through `handle(Request)`.
 */
export function setupTestSandbox({
  before,
  ...options
}: ServiceOptions & {
  start?: number;
  /** Awaited before the sandbox sees a request: a test holds an answer back with it. */
  before?: (request: Request) => Promise<void> | void;
} = {}) {
  const { service, clock, call, fundedAccount } = testService({
    seed: 11,
    start: Date.now(),
    ...options,
  });
  const requests: Request[] = [];
  configureApi({
    baseUrl: BASE,
    getSeed: sessionStore.getSeed,
    onSessionEnded: () => sessionStore.signOut('unauthorized'),
    retryDelayMs: 0,
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      requests.push(request.clone());
      await before?.(request);
      return service.handle(request);
    }) as typeof fetch,
  });

  /** The sandbox's answer body to one request (the same driver as the service's own tests). */
  async function api(method: string, path: string, body?: unknown, seed?: string) {
    return (await call(method, path, { body, seed: seed ?? null })).body;
  }

  /** A seed whose generated card is active with `walletUsd` (≥ 9) in the wallet. */
  async function activeAccount(walletUsd = 100) {
    const { seed, cardId } = await fundedAccount(walletUsd, { card: 'visa' });
    return { seed, cardId };
  }

  /** A new BTC account with one simulated (pending) deposit: its seed and the deposit's id. */
  async function pendingDeposit(currency: string, usd: number) {
    const gen = await api('POST', '/', { asset: 'BTC' });
    const dep = await api('POST', '/sandbox/deposits', { currency, amount_usd: usd }, gen.seed);
    return { seed: gen.seed as string, id: dep.id as string };
  }

  /** An active card funded with `cardUsd`, with one approved purchase of `purchaseUsd` on it. */
  async function accountWithPurchase(cardUsd = 50, purchaseUsd = 12) {
    const { seed, cardId } = await activeAccount(100);
    await api('POST', `/cards/${cardId}/fund`, { amount: cardUsd }, seed);
    const purchase = { card_id: cardId, amount: purchaseUsd };
    const { id } = (await api('POST', '/sandbox/purchases', purchase, seed)) as { id: string };
    return { seed, cardId, txnId: id };
  }

  return { service, clock, requests, api, activeAccount, accountWithPurchase, pendingDeposit };
}
