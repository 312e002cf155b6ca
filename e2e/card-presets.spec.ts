import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { apiCall, signInWithNewAccount } from './support/journeys';

// Issue #32 item 2: card presets (decision 028).

type Txn = { id: string; type: string };
type Card = { id: string; status: string };

test('a card made with Single purchase freezes itself after its first purchase', async ({
  page,
}) => {
  // Two axe audits (light and dark) on the dialog: Firefox's take 2-4 s each.
  test.setTimeout(120_000);
  const seed = await signInWithNewAccount(page, 100);
  await page.goto('/cards');
  await page.getByRole('button', { name: 'New card' }).click();
  const dialog = page.getByRole('dialog', { name: 'New card' });
  await dialog.getByRole('radio', { name: /531993/ }).check({ force: true });
  await dialog.getByLabel('Initial amount (USD)').fill('20');
  await dialog.getByLabel('Label').fill('One-off');
  await dialog.getByRole('radio', { name: /^Single purchase/ }).check();
  await expect(dialog).toContainText('freezes itself right after its next approved purchase');
  await expectAccessible(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await dialog.getByRole('button', { name: 'Create card' }).click();
  // Two requests (create, then the preset's PATCH) and the card page's first load: on a busy
  // machine this takes longer than the default 7 s.
  await expect(page.getByRole('heading', { level: 1, name: 'One-off' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByTestId('preset-now')).toHaveText('Applies now: Single purchase');

  const cardId = page.url().split('/').pop()!;
  const charge = await apiCall<Txn>(page, seed, 'POST', '/sandbox/purchases', {
    card_id: cardId,
    amount: 4.5,
  });
  // The purchase that reaches the threshold is approved; then the card is frozen.
  expect(charge.type).toBe('authorization');
  expect((await apiCall<Card>(page, seed, 'GET', `/cards/${cardId}`)).status).toBe('frozen');
  await page.reload();
  await expect(page.getByText('Frozen').first()).toBeVisible();
});

test('locking a card to a transaction’s category declines a purchase in another', async ({
  page,
}) => {
  const seed = await signInWithNewAccount(page, 100);
  const cards = await apiCall<{ data: Card[] }>(page, seed, 'GET', '/cards');
  const cardId = cards.data[0]!.id;
  await apiCall(page, seed, 'POST', `/cards/${cardId}/fund`, { amount: 50 });
  const game = await apiCall<Txn>(page, seed, 'POST', '/sandbox/purchases', {
    card_id: cardId,
    amount: 5,
    merchant: { name: 'Steam', category: 'gaming', mcc: '5816', country: 'US' },
  });
  await page.goto(`/transactions?txn=${game.id}`);
  const drawer = page.getByRole('dialog', { name: 'Steam' });
  await drawer.getByRole('button', { name: 'Only allow purchases like this one' }).click();
  const confirm = drawer.getByRole('group', { name: /^Lock My first card •••• \d{4} to gaming\?/ });
  await confirm.getByRole('button', { name: 'Lock to gaming' }).click();
  await expect(drawer.getByText(/only allows purchases in gaming\.$/)).toBeVisible();

  const flight = await apiCall<Txn>(page, seed, 'POST', '/sandbox/purchases', {
    card_id: cardId,
    amount: 5,
    merchant: { name: 'Lufthansa', category: 'travel', mcc: '3008', country: 'DE' },
  });
  expect(flight.type).toBe('decline');
});
