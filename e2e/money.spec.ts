import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { signInWithNewAccount } from './support/journeys';

async function sandboxPanel(page: Page) {
  await page.getByRole('button', { name: 'Sandbox' }).click();
  return page.getByRole('dialog', { name: 'Sandbox' });
}

test('a deposit goes pending → confirmed in the history and the balance', async ({ page }) => {
  await signInWithNewAccount(page, 50);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Deposits' })
    .click();
  await expect(page.getByRole('heading', { name: 'Bitcoin (BTC)' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code of the ETH deposit address' })).toBeVisible();

  const panel = await sandboxPanel(page);
  await panel.getByLabel('Currency').selectOption('eth');
  await panel.getByLabel('Amount (USD)').first().fill('250');
  await panel.getByRole('button', { name: 'Simulate deposit' }).click();
  await expect(panel.getByText('Deposit of $250.00 is pending.', { exact: false })).toBeVisible();
  await page.keyboard.press('Escape');

  const history = page.getByRole('list', { name: 'Deposits' });
  const pending = history.getByRole('listitem').filter({ hasText: 'ETH' });
  await expect(pending.getByText('Pending', { exact: true })).toBeVisible();
  await expect(pending.getByText(/of 12 confirmations/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Wallet balance $50.00' })).toBeVisible();

  const again = await sandboxPanel(page);
  await again.getByRole('button', { name: 'Confirm deposit of $250.00' }).click();
  await expect(again.getByText('Confirmed: $248.50 credited to the wallet.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(pending.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(pending.getByText(/^Credited \$248\.50 · /)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Wallet balance $298.50' })).toBeVisible();
  await page.getByLabel('Status').selectOption('confirmed');
  // Rows only: each holds its timeline, a list of its own.
  await expect(history.locator(':scope > li')).toHaveCount(2);
});

test('purchases and a refund show in transactions with the right filters, and the CSV has the filtered rows', async ({
  page,
}) => {
  const seed = await signInWithNewAccount(page, 500);
  await page.evaluate(async (s) => {
    const call = (path: string, body?: unknown) =>
      fetch(`/v1/api${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Seed': s },
        body: body === undefined ? undefined : JSON.stringify(body),
      }).then((r) => r.json());
    const cards = await fetch('/v1/api/cards', { headers: { 'X-Seed': s } }).then((r) => r.json());
    const card = cards.data[0].id;
    await call(`/cards/${card}/fund`, { amount: 300 });
    const m = (name: string, category: string) => ({ name, category, mcc: '5999', country: 'US' });
    const a = await call('/sandbox/purchases', {
      card_id: card,
      amount: 40,
      merchant: m('Meta Ads', 'advertising'),
    });
    await call('/sandbox/purchases', {
      card_id: card,
      amount: 12.5,
      merchant: m('Uber, "Rides"', 'transport'),
    });
    await call('/sandbox/purchases', {
      card_id: card,
      amount: 7.25,
      merchant: m('Meta Ads', 'advertising'),
    });
    await call(`/sandbox/transactions/${a.id}/refund`, { amount: 15 });
  }, seed);

  await page.goto('/transactions');
  const list = page.getByRole('list', { name: 'Transactions' });
  await expect(list.getByRole('listitem')).toHaveCount(4);
  // The filters are chips, each edited in a dialog (decision 031).
  const addFilter = async (kind: string) => {
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('menuitem', { name: kind }).click();
    return page.getByRole('dialog', { name: kind });
  };
  let editor = await addFilter('Type');
  await editor.getByLabel('Type').selectOption('refund');
  await editor.getByRole('button', { name: 'Apply' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByText('+$15.00')).toBeVisible();
  await expect(page).toHaveURL(/type=refund/);

  await page.getByRole('button', { name: 'Remove filter: Type: Refunded' }).click();
  editor = await addFilter('Merchant');
  await editor.getByLabel('Merchant').fill('meta');
  await editor.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/merchant=meta/);
  await expect(list.getByRole('listitem')).toHaveCount(3);
  editor = await addFilter('Amount');
  await editor.getByLabel('Min amount').fill('10');
  await editor.getByRole('button', { name: 'Apply' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await page.reload();
  await expect(list.getByRole('listitem')).toHaveCount(2);

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^transactions-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe(
    'id,created_at,card_id,type,amount,currency,merchant,category,mcc,country,balance_after,decline_reason,moves_money,note',
  );
  expect(lines).toHaveLength(3);
  expect(
    lines
      .slice(1)
      .map((l) => l.split(',')[3])
      .sort(),
  ).toEqual(['authorization', 'refund']);
  // Both move money: the column says so for a spreadsheet's sum (before the note column, 029).
  expect(lines.slice(1).map((l) => l.split(',').at(-2))).toEqual(['yes', 'yes']);
  expect(lines.every((l) => l.includes('Meta Ads') || l.startsWith('id,'))).toBe(true);
  expect(csv).not.toMatch(/\d{16}/);
});
