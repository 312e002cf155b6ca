import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { apiCall, signInWithNewAccount } from './support/journeys';

// Issue #33 items 2 and 3 (decision 031): the activity by day with category icons and "Pending"
// in words; the filters as chips with "+ Add filter", kept in the URL.

test('activity reads by day with pending in words; a preset chip sets the URL, removing it clears it', async ({
  page,
}) => {
  // Two pages and three axe audits (light and dark each): Firefox's audits take 2-4 s each.
  test.setTimeout(180_000);
  const seed = await signInWithNewAccount(page, 200);
  const cards = await apiCall<{ data: Array<{ id: string }> }>(page, seed, 'GET', '/cards');
  const card = cards.data[0]!.id;
  await apiCall(page, seed, 'POST', `/cards/${card}/fund`, { amount: 100 });
  const buy = (name: string, category: string) =>
    apiCall<{ id: string }>(page, seed, 'POST', '/sandbox/purchases', {
      card_id: card,
      amount: 12,
      merchant: { name, category, mcc: '5999', country: 'US' },
    });
  const settled = await buy('Lufthansa', 'travel');
  await apiCall(page, seed, 'POST', `/sandbox/transactions/${settled.id}/settle`);
  await buy('Corner Café', 'food_and_drink');

  await page.goto('/transactions');
  const list = page.getByRole('list', { name: 'Transactions' });
  await expect(list.getByRole('heading', { level: 2, name: 'Today' })).toHaveCount(1);
  await expect(list.getByRole('listitem')).toHaveCount(2);
  const cafe = list.getByRole('button', { name: /Corner Café/ });
  const flight = list.getByRole('button', { name: /Lufthansa/ });
  // Not settled: "Pending" in words; the settled one is not pending. The time only, no date.
  await expect(cafe).toContainText('Pending');
  await expect(flight).toContainText('Settled');
  await expect(flight).not.toContainText('Pending');
  await expect(cafe.locator('time')).toHaveText(/^\d{1,2}:\d{2}( [AP]M)?$/);
  await expect(cafe.locator('svg').first()).toBeVisible();
  // Keyboard as before: a row is a button, Enter opens the drawer, Escape closes it.
  await cafe.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Corner Café' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Corner Café' })).toBeHidden();

  // "+ Add filter": a menu of the kinds, by keyboard.
  const filters = page.getByRole('search', { name: 'Filter transactions' });
  await filters.getByRole('button', { name: 'Add filter' }).click();
  const menu = filters.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Date',
    'Card',
    'Type',
    'Merchant',
    'Amount',
  ]);
  await expect(menu.getByRole('menuitem', { name: 'Date' })).toBeFocused();
  await expectAccessible(page);
  await page.keyboard.press('Enter');
  const editor = page.getByRole('dialog', { name: 'Date' });
  await editor.getByRole('button', { name: 'Last 7 days' }).click();
  await expect(editor).toBeHidden();
  const today = await page.evaluate(() => {
    const day = (d: Date) =>
      `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    const now = new Date();
    return [day(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 6)), day(now)];
  });
  await expect(page).toHaveURL(new RegExp(`from=${today[0]}&to=${today[1]}`));
  await expect(
    filters.getByRole('button', { name: 'Date: Last 7 days', exact: true }),
  ).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expectAccessible(page);

  await filters.getByRole('button', { name: 'Remove filter: Date: Last 7 days' }).click();
  await expect(page).not.toHaveURL(/from=|to=/);
  await expect(filters.getByRole('button', { name: /^Remove filter/ })).toHaveCount(0);

  // The card page's recent activity reads the same way.
  await page.goto(`/cards/${card}`);
  const recent = page.getByRole('region', { name: 'Recent transactions' });
  await expect(recent.getByRole('heading', { level: 3, name: 'Today' })).toBeVisible();
  await expect(recent.getByRole('listitem').filter({ hasText: 'Corner Café' })).toContainText(
    'Pending',
  );
  await expectAccessible(page);
});
