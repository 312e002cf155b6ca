import { expect, test } from '@playwright/test';

test('the in-browser sandbox answers the API and keeps its state across a reload', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const seed = await page.evaluate(async () => {
    const gen = await (
      await fetch('/v1/api/', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"card":"visa"}',
      })
    ).json();
    const h = { 'Content-Type': 'application/json', 'X-Seed': gen.seed };
    const dep = await (
      await fetch('/v1/api/sandbox/deposits', {
        method: 'POST',
        headers: h,
        body: '{"currency":"btc","amount_usd":120}',
      })
    ).json();
    await fetch(`/v1/api/sandbox/deposits/${dep.id}/confirm`, { method: 'POST', headers: h });
    return gen.seed as string;
  });
  // Every answer comes after its change is in IndexedDB: a reload right away loses nothing.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const after = await page.evaluate(async (s) => {
    const wallet = await (
      await fetch('/v1/api/wallet/balance', { headers: { 'X-Seed': s } })
    ).json();
    const cards = await (await fetch('/v1/api/cards', { headers: { 'X-Seed': s } })).json();
    const rows = await new Promise<unknown[]>((resolve, reject) => {
      const open = indexedDB.open('vcs-sandbox');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const get = open.result.transaction('rows').objectStore('rows').getAll();
        get.onsuccess = () => resolve(get.result);
      };
    });
    return { wallet, cards, stored: JSON.stringify(rows), storage: JSON.stringify(localStorage) };
  }, seed);
  expect(after.wallet.balance).toBe(118);
  expect(after.cards.data).toHaveLength(1);
  expect(after.cards.data[0].status).toBe('active');
  // The sandbox's records (one row each, in IndexedDB) never hold the seed in clear.
  expect(after.stored).toContain('"kind":"cards"');
  expect(after.stored).not.toContain(seed);
  expect(after.storage).not.toContain(seed);
});
