import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { accountBeforeLoad } from './support/account';

// Issue #33 items 1 and 4 (decision 030): a card's colour kept on this device, its frozen art,
// its rules as a sentence with this month's bar.

const ADS_RULES =
  'Only Advertising and Software · $157.50 of $500.00 monthly limit · Freezes after a purchase brings this month to $500.00';

test("a card's colour survives a reload and shows in the list and the command menu; a frozen card's art is frosted; rules read as a sentence", async ({
  page,
}) => {
  // Two page loads, a menu and two axe audits in two themes: Firefox's audits take 2-4 s each.
  test.setTimeout(180_000);
  // The cards, their rules and a purchase made before the first load (issue #46).
  let [first, other] = [{ id: '' }, { id: '' }];
  await accountBeforeLoad(page, 300, async (api) => {
    first = (await api('GET', '/cards')).data[0]!;
    await api('PATCH', `/cards/${first.id}`, {
      label: 'Ads',
      spending_limit: 500,
      auto_freeze_at: 500,
      allowed_categories: ['advertising', 'software'],
    });
    await api('POST', `/cards/${first.id}/fund`, { amount: 200 });
    await api('POST', '/sandbox/purchases', {
      card_id: first.id,
      amount: 157.5,
      merchant: { name: 'Ad network', category: 'advertising', mcc: '7311', country: 'US' },
    });
    other = await api('POST', '/cards', {
      bin_id: '426684',
      amount: 20,
      label: 'Groceries',
    });
    await api('POST', `/cards/${other.id}/freeze`);
  });

  // The card page: its rules, then a colour and an emoji chosen by keyboard.
  await page.goto(`/cards/${first.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ads' })).toBeVisible();
  await expect(page.getByText(ADS_RULES)).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'This month’s spending' })).toHaveAttribute(
    'aria-valuenow',
    '15750',
  );
  // The look is behind "Edit look", after the card's actions (issue #48 item 14).
  const editLook = page.getByRole('button', { name: 'Edit look' });
  await editLook.click();
  const colours = page.getByRole('group', { name: 'Colour' });
  await colours.getByRole('radio', { name: 'No colour' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(colours.getByRole('radio', { name: 'Teal' })).toBeChecked();
  const emoji = page.getByRole('group', { name: 'Emoji' });
  await page.keyboard.press('Tab');
  await expect(emoji.getByRole('radio', { name: 'No emoji' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(emoji.getByRole('radio', { name: 'Megaphone' })).toBeChecked();
  const art = page.getByLabel('Card number').locator('..');
  await expect(art).toHaveAttribute('data-card-colour', 'teal');
  await expect(art).toHaveAttribute('data-state', 'active');
  await expectAccessible(page);

  await page.reload();
  await editLook.click();
  await expect(page.getByRole('radio', { name: 'Teal' })).toBeChecked();
  await expect(art).toHaveAttribute('data-card-colour', 'teal');
  await expect(art).toContainText('📣');

  // The frozen card's art is another face: frosted, its state on it.
  await page.goto(`/cards/${other.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Groceries' })).toBeVisible();
  await expect(art).toHaveAttribute('data-state', 'frozen');
  await expect(art).not.toHaveAttribute('data-card-colour');

  // The cards list: the colour beside the name, the rules and the bar under it.
  await page.goto('/cards');
  const row = page.locator('[data-status="active"]').filter({ visible: true }).filter({
    hasText: 'Ads',
  });
  // A full page load: the demo's sandbox starts again and reads the account before the list shows.
  await expect(
    page
      .getByRole('table', { name: 'Cards' })
      .or(page.getByRole('list').filter({ hasText: 'Ads' }))
      .first(),
  ).toBeVisible({ timeout: 20_000 });
  await expect(row.locator('[data-card-colour="teal"][data-card-emoji="📣"]')).toBeVisible();
  await expect(row.getByText(ADS_RULES)).toBeVisible();
  await expect(row.getByRole('progressbar', { name: 'This month’s spending' })).toBeVisible();
  await expectAccessible(page);

  // The command menu: the mark on the card's line, and the colour's name finds it.
  await page.keyboard.press('Control+K');
  const menu = page.getByRole('dialog', { name: 'Command menu' });
  await expect(menu.getByRole('combobox')).toBeFocused();
  await page.keyboard.type('teal');
  const option = menu.getByRole('option', { selected: true });
  await expect(option).toContainText('Ads ••••');
  await expect(option.locator('[data-card-colour="teal"]')).toBeVisible();
});
