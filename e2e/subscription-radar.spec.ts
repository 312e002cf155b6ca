import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { apiCall, signInWithNewAccount } from './support/journeys';

// Issue #32 item 1: the subscription radar on the low-balance-recurring scenario (decision 026).

type Txn = { type: string; merchant: { name: string }; created_at: string; card_id: string };

/** The date a charge a calendar month after `iso` is expected, as the app writes it (English). */
function nextMonthly(page: Page, iso: string) {
  return page.evaluate((at) => {
    const d = new Date(at);
    d.setUTCMonth(d.getUTCMonth() + 1);
    return new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(d);
  }, iso);
}

test('the radar finds the monthly charges, not the grocery runs, and warns 3 days ahead with a fund action', async ({
  page,
}) => {
  // A scenario, three page loads and four axe audits: Firefox's audits take 2-4 s each.
  test.setTimeout(240_000);
  await signInWithNewAccount(page, 20);
  await page.getByRole('button', { name: 'Sandbox', exact: true }).click();
  const scenarios = page.getByRole('dialog', { name: 'Sandbox' }).getByRole('region', {
    name: 'Scenarios',
  });
  await scenarios.getByLabel('Scenario').selectOption('low-balance-recurring');
  await scenarios.getByRole('button', { name: 'Open in a new account' }).click();
  await expect(
    scenarios.getByText(/^New account made\. Cards: 1 · Transactions: 24/),
  ).toBeVisible();
  const seed = (await scenarios.locator('code').textContent())!;
  await scenarios.getByRole('button', { name: 'Switch to the new account' }).click();
  await page.keyboard.press('Escape');

  const txns = await apiCall<{ data: Txn[] }>(page, seed, 'GET', '/transactions?per_page=100');
  const last = (name: string) =>
    txns.data.find((t) => t.type === 'authorization' && t.merchant.name === name)!.created_at;

  const radar = page.getByRole('region', { name: 'Subscription radar' });
  const rows = radar.getByRole('list', { name: 'Subscriptions' }).getByRole('listitem');
  await expect(rows).toHaveCount(3);
  const expected: Array<[string, string]> = [
    ['Netflix', '$15.99'],
    ['Spotify', '$9.99'],
    ['iCloud+', '$2.99'],
  ];
  for (const [i, [name, amount]] of expected.entries()) {
    await expect(rows.nth(i)).toContainText(`${name} · Monthly`);
    await expect(rows.nth(i)).toContainText(
      `Next: ${await nextMonthly(page, last(name))}, ${amount}`,
    );
  }
  await expect(radar).not.toContainText("Trader Joe's");
  // The next round is 27 days away: nothing to warn about yet.
  await expect(radar.getByRole('status')).toHaveCount(0);

  // 25 days on the account clock: the next round ($28.97) is 2 days away, the card holds $12.40.
  await apiCall(page, seed, 'POST', '/sandbox/clock/advance', { seconds: 25 * 24 * 3600 });
  await page.reload();
  const warning = radar.getByRole('status');
  await expect(warning).toContainText('will not cover its next charges');
  await expect(warning).toContainText('Netflix, Spotify, and iCloud+: $28.97 expected by');
  await expect(warning).toContainText('The card holds $12.40.');
  await expectAccessible(page);
  await warning.getByRole('button', { name: /^Fund \$16\.57 on Subscriptions/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Fund •••• \d{4}$/ });
  await expect(dialog.getByLabel('Amount (USD)')).toHaveValue('16.57');
  // The wallet holds $3.10: the form says so rather than pretending the money is there.
  await expect(dialog).toContainText('Your wallet holds $3.10.');
  await page.keyboard.press('Escape');

  // The card's own page: the same three, and "Not a subscription" hides one.
  await page
    .getByRole('link', { name: /Subscriptions/ })
    .filter({ visible: true })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Subscriptions' })).toBeVisible();
  await expect(rows).toHaveCount(3);
  await radar.getByRole('button', { name: 'Not a subscription: iCloud+' }).click();
  await expect(rows).toHaveCount(2);
  await page.reload();
  await expect(rows).toHaveCount(2);
  await expect(radar.getByRole('button', { name: 'Show 1 hidden charge again' })).toBeVisible();
  await expectAccessible(page);
});
