import type { Page } from '@playwright/test';
import { createService } from '../../src/service';

export type MadeAccount = { seed: string; cardId: string; snapshot: string };

/** One call to the service as the account being made, its JSON back. */
export type AccountCall = <T = { id: string; data: Array<{ id: string }> }>(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
) => Promise<T>;

/**
 * A fresh account, its card active with `walletUsd` in the wallet, made by the demo's own service
 * in Node — no page, no load (issue #46: the fixture loaded the app once to make the account and
 * again for the test). `snapshot` is that service's state as the demo's older versions kept it in
 * localStorage; the demo moves such a snapshot into IndexedDB on its first load (decision 007).
 * `prepare` gives the account more data through the same service before the snapshot is taken,
 * so a test's first page is drawn with it (no load to add it and another to show it).
 */
export async function makeAccount(
  walletUsd = 200,
  prepare?: (api: AccountCall) => Promise<void>,
): Promise<MadeAccount> {
  let saved: unknown = null;
  const service = createService({ store: { load: () => null, save: (s) => void (saved = s) } });
  const call = async <T>(method: string, path: string, seed: string | null, body?: unknown) => {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (seed) headers['X-Seed'] = seed;
    const url = `http://demo.test/v1/api${path}`;
    const init = { method, headers, body: body === undefined ? undefined : JSON.stringify(body) };
    const response = await service.handle(new Request(url, init));
    if (!response.ok)
      throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const { seed } = await call<{ seed: string }>('POST', '/', null, { card: 'visa' });
  const deposit = await call<{ id: string }>('POST', '/sandbox/deposits', seed, {
    currency: 'usdt',
    amount_usd: walletUsd + 1,
  });
  await call('POST', `/sandbox/deposits/${deposit.id}/confirm`, seed);
  const cards = await call<{ data: Array<{ id: string }> }>('GET', '/cards', seed);
  const api: AccountCall = (method, path, body) => call(method, path, seed, body);
  if (prepare) await prepare(api);
  await service.flush();
  return { seed, cardId: cards.data[0]!.id, snapshot: JSON.stringify(saved) };
}

/**
 * Run in the page before its scripts (`page.addInitScript`), once per tab: the demo's data in
 * place for its first load, and this tab signed in. Once: a reload after a sign-out stays signed
 * out, and the demo keeps what it moved into IndexedDB. Runs in the page: its keys are written out
 * (the snapshot's: src/demo/local-store.ts; the session's: src/lib/session-keys.ts).
 */
export function placeAccount({ seed, snapshot }: { seed: string; snapshot: string }) {
  try {
    if (sessionStorage.getItem('e2e.account') !== null) return;
    sessionStorage.setItem('e2e.account', 'placed');
    localStorage.setItem('vcs.sandbox.v1', snapshot);
    sessionStorage.setItem('vcs.session.seed', seed);
  } catch {
    // No storage here (about:blank): the app's own origin has it.
  }
}

/** A fresh account (`makeAccount`) in place for this page's next load, signed in: no load here. */
export async function accountBeforeLoad(
  page: Page,
  walletUsd = 200,
  prepare?: (api: AccountCall) => Promise<void>,
): Promise<MadeAccount> {
  const account = await makeAccount(walletUsd, prepare);
  await page.addInitScript(placeAccount, { seed: account.seed, snapshot: account.snapshot });
  return account;
}
