import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { accountBeforeLoad } from './support/account';
import { overviewShown } from './support/journeys';

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
    const scripts = performance.getEntriesByType('resource').map((entry) => entry.name);
    return {
      wallet,
      cards,
      stored: JSON.stringify(rows),
      storage: JSON.stringify(localStorage),
      scripts,
    };
  }, seed);
  // The sandbox answered from its worker: the page never loaded its in-page copy (decision 005);
  // the page's own scripts are listed (the entry), so the list is not empty by accident.
  expect(after.scripts.some((url) => /\/assets\/index-[\w-]+\.js$/.test(url))).toBe(true);
  expect(after.scripts.some((url) => /\/assets\/browser-[\w-]+\.js$/.test(url))).toBe(false);
  expect(after.wallet.balance).toBe(118);
  expect(after.cards.data).toHaveLength(1);
  expect(after.cards.data[0].status).toBe('active');
  // The sandbox's records (in blocks of rows, in IndexedDB) never hold the seed in clear.
  expect(after.stored).toContain('"kind":"cards"');
  expect(after.stored).not.toContain(seed);
  expect(after.storage).not.toContain(seed);
});

test('the sandbox panel says where a purchase stands: settled, refunded, what is left (issue #29)', async ({
  page,
}) => {
  // The card funded before the first load (issue #46: one load, not a sign-in's and then this).
  await accountBeforeLoad(page, 200, async (call) => {
    const card = (await call('GET', '/cards')).data[0]!.id;
    await call('POST', `/cards/${card}/fund`, { amount: 150 });
  });
  await page.goto('/');
  await overviewShown(page);
  await page.getByRole('button', { name: 'Sandbox', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Sandbox' });
  const purchase = panel.getByRole('region', { name: 'Purchase', exact: true });
  await purchase
    .getByLabel('Merchant', { exact: true })
    .selectOption({ label: 'Netflix (entertainment, NL) · MCC 4899' });
  await purchase.getByLabel('Amount (USD)').fill('49.90');
  await purchase.getByLabel('Merchant asks for 3-D Secure').check();
  for (let i = 0; i < 2; i++) {
    await purchase.getByRole('button', { name: 'Simulate purchase' }).click();
    await expect(purchase.getByText('3-D Secure code sent.', { exact: false })).toBeVisible();
  }
  // Two pending checks for the same merchant and amount are told apart.
  const options = panel
    .getByRole('region', { name: 'Merchant checkout (3-D Secure)' })
    .getByLabel('Purchase')
    .getByRole('option');
  await expect(options).toHaveCount(2);
  const [one, two] = await options.allTextContents();
  expect(one).toMatch(/^Netflix · \$49\.90 · •••• \d{4} · /);
  expect(one).not.toBe(two);

  await purchase.getByLabel('Merchant asks for 3-D Secure').uncheck();
  await purchase.getByLabel('Amount (USD)').fill('20');
  await purchase.getByRole('button', { name: 'Simulate purchase' }).click();
  await expect(purchase.getByText('Authorized $20.00 at Netflix.')).toBeVisible();

  const rows = panel.getByRole('region', { name: 'Settle or refund' });
  const row = rows.getByRole('listitem').filter({ hasText: 'Netflix · $20.00' });
  await row.getByRole('button', { name: 'Settle Netflix $20.00' }).click();
  await expect(row.getByText('Settled $20.00.')).toBeVisible();
  await expect(row.getByRole('button', { name: /^Settle / })).toHaveCount(0);
  // More than was charged: refused before sending.
  await row.getByLabel(/Refund amount/).fill('25');
  await row.getByLabel(/Refund amount/).press('Enter');
  await expect(row.getByText('At most $20.00 can be refunded.')).toBeVisible();
  await row.getByLabel(/Refund amount/).fill('5');
  await row.getByRole('button', { name: 'Refund Netflix $20.00' }).click();
  await expect(row.getByText('Refunded $5.00.')).toBeVisible();
  await expect(row.getByText('At most', { exact: false })).toHaveCount(0);
  await expect(row.getByText('Settled · refunded $5.00, $15.00 left')).toBeVisible();
  await expectAccessible(page);
  await row.getByRole('button', { name: 'Refund Netflix $20.00' }).click();
  await expect(row.getByText('Settled · refunded in full')).toBeVisible();
  await expect(row.getByRole('button')).toHaveCount(0);
});
