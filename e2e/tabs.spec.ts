import { expect, test, type Page } from '@playwright/test';
import { testService } from '../src/service/testing';
import { accountBeforeLoad } from './support/account';
import { overviewShown } from './support/journeys';

test('signing out in one tab signs out every tab of the site', async ({ context }) => {
  const first = await context.newPage();
  // Signed in from its first load (issue #46); the second tab signs in with the page's own form.
  const { seed } = await accountBeforeLoad(first);
  await first.goto('/');
  await overviewShown(first);

  // A second tab of the same browser, signed in with the same seed.
  const second = await context.newPage();
  await second.goto('/sign-in');
  await second.getByLabel('Seed').fill(seed);
  await second.getByRole('button', { name: 'Sign in' }).click();
  await expect(second.getByRole('heading', { name: 'Overview' })).toBeVisible();

  await first.getByRole('button', { name: 'Sign out' }).first().click();
  await expect(first.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(second.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(second.getByText(/You signed out/)).toBeVisible();
  expect(await second.evaluate(() => sessionStorage.getItem('vcs.session.seed'))).toBeNull();
});

/** Runs API calls in a page, the way the app does (answered by that tab's sandbox). */
async function api(page: Page, method: string, path: string, seed?: string, body?: unknown) {
  return page.evaluate(
    async ([m, p, s, b]) => {
      const response = await fetch(`/v1/api${p}`, {
        method: m,
        headers: { 'Content-Type': 'application/json', ...(s ? { 'X-Seed': s } : {}) },
        body: b === undefined ? undefined : JSON.stringify(b),
      });
      return { status: response.status, body: await response.json() };
    },
    [method, path, seed, body] as const,
  );
}

async function deposit(page: Page, seed: string, usd: number) {
  const dep = await api(page, 'POST', '/sandbox/deposits', seed, {
    currency: 'usdt',
    amount_usd: usd,
  });
  return api(page, 'POST', `/sandbox/deposits/${dep.body.id}/confirm`, seed);
}

test('two tabs of the demo change the same account in turn: every change survives a reload', async ({
  context,
}) => {
  const first = await context.newPage();
  await first.goto('/sign-in');
  const seed = (await api(first, 'POST', '/', undefined, { card: 'visa' })).body.seed as string;
  const second = await context.newPage();
  await second.goto('/sign-in');

  await deposit(first, seed, 101); // +100 (fee 1)
  await deposit(second, seed, 51); // +50, in the other tab's sandbox
  await deposit(first, seed, 21); // +20
  const seen = await api(second, 'GET', '/wallet/balance', seed);
  expect(seen.body.balance).toBe(170);

  for (const page of [first, second]) {
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect((await api(page, 'GET', '/wallet/balance', seed)).body.balance).toBe(170);
    expect((await api(page, 'GET', '/wallet/deposits', seed)).body.data).toHaveLength(3);
  }
});

test('when the browser refuses to store more, the change is refused in words and nothing is lost', async ({
  page,
}) => {
  // Chromium refuses an IndexedDB write over the quota only past a slack of megabytes, more than
  // one request can write; the page's put() is made to fail the way a full disk makes it fail.
  // Without module workers, the page runs the sandbox itself (src/demo/start-demo.ts), so the
  // patched put() is the one it calls; the worker runs the same store code.
  await page.addInitScript(() => {
    delete (window as { Worker?: unknown }).Worker;
    const put = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = function (...args: Parameters<typeof put>) {
      if ((window as { storageFull?: boolean }).storageFull)
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return put.apply(this, args);
    };
  });
  const { seed } = await accountBeforeLoad(page, 100);
  await page.goto('/');
  await overviewShown(page);
  await page.evaluate(() => ((window as { storageFull?: boolean }).storageFull = true));

  await page.getByRole('button', { name: 'Sandbox' }).click();
  const panel = page.getByRole('dialog', { name: 'Sandbox' });
  await panel.getByLabel('Amount (USD)').first().fill('250');
  await panel.getByRole('button', { name: 'Simulate deposit' }).click();
  await expect(
    panel.getByText(/no room left to save this change, so it was not made/),
  ).toBeVisible();

  // Nothing was acknowledged, so nothing is lost: memory went back to what is kept.
  expect((await api(page, 'GET', '/wallet/deposits', seed)).body.data).toHaveLength(1);
  await page.evaluate(() => ((window as { storageFull?: boolean }).storageFull = false));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  expect((await api(page, 'GET', '/wallet/deposits', seed)).body.data).toHaveLength(1);
  expect((await api(page, 'GET', '/wallet/balance', seed)).body.balance).toBe(100);
});

test('demo data kept in localStorage by an earlier version moves to IndexedDB once', async ({
  page,
}) => {
  const { service, fundedAccount } = testService({ start: Date.now() });
  const { seed } = await fundedAccount(42);
  await page.addInitScript((snapshot) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('vcs.sandbox.v1', snapshot);
      sessionStorage.setItem('seeded', '1');
    }
  }, JSON.stringify(service.snapshot()));
  await page.goto('/sign-in');
  expect((await api(page, 'GET', '/wallet/balance', seed)).body.balance).toBe(42);
  expect(await page.evaluate(() => localStorage.getItem('vcs.sandbox.v1'))).toBeNull();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect((await api(page, 'GET', '/wallet/balance', seed)).body.balance).toBe(42);
});
