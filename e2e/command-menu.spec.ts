import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { signInWithNewAccount } from './support/journeys';

/** The command menu (issue #19): cards by label or last four, their actions, by keyboard alone. */
async function api(page: Page, seed: string, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ([s, m, p, b]) => {
      const response = await fetch(`/v1/api${p}`, {
        method: m,
        headers: { 'Content-Type': 'application/json', 'X-Seed': s },
        body: b === undefined ? undefined : JSON.stringify(b),
      });
      return response.json();
    },
    [seed, method, path, body] as const,
  );
}

async function travelAndGroceries(page: Page) {
  const seed = await signInWithNewAccount(page, 200);
  const list = await api(page, seed, 'GET', '/cards');
  const travel = list.data[0] as { id: string; last4: string };
  await api(page, seed, 'PATCH', `/cards/${travel.id}`, { label: 'Travel' });
  await api(page, seed, 'POST', '/cards', { bin_id: '426684', amount: 20, label: 'Groceries' });
  const status = async () => (await api(page, seed, 'GET', `/cards/${travel.id}`)).status;
  return { travel, status };
}

const menu = (page: Page) => page.getByRole('dialog', { name: 'Command menu' });

test('the command menu freezes a card found by its last four and opens another, by keyboard alone', async ({
  page,
}) => {
  const { travel, status } = await travelAndGroceries(page);
  await page.keyboard.press('Control+K');
  await expect(menu(page).getByRole('combobox')).toBeFocused();
  await expect(menu(page).getByRole('option', { name: /Groceries/ })).toBeVisible();
  await page.keyboard.type(travel.last4);
  await expect(menu(page).getByRole('option').first()).toContainText(`Travel •••• ${travel.last4}`);
  await page.keyboard.press('Enter');
  await page.keyboard.type('freeze');
  await expect(menu(page).getByRole('option', { selected: true })).toHaveText(/Freeze the card/);
  await page.keyboard.press('Enter');
  await expect(menu(page)).toBeHidden();
  await expect(page.getByText('Card frozen').first()).toBeVisible();
  await expect.poll(status).toBe('frozen');

  await page.keyboard.press('Control+K');
  await page.keyboard.type('groceries');
  await expect(menu(page).getByRole('option', { selected: true })).toContainText('Groceries');
  await page.keyboard.press('Enter');
  await page.keyboard.type('open the card');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Groceries' })).toBeVisible();

  // Fund from the menu: the card's fund form opens once; a reload does not open it again.
  await page.keyboard.press('Control+K');
  await page.keyboard.type('groceries');
  await page.keyboard.press('Enter');
  await page.keyboard.type('fund');
  await page.keyboard.press('Enter');
  const fund = page.getByRole('dialog', { name: /Fund/ });
  await expect(fund).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(fund).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Groceries' })).toBeVisible();
  await expect(fund).toBeHidden();

  // Reveal from the menu, for the other card: its number is shown without another click.
  await page.keyboard.press('Control+K');
  await expect(menu(page).getByRole('combobox')).toBeFocused();
  await page.keyboard.type(travel.last4);
  // After the reload the cards load when the menu opens ("Loading your cards…").
  await expect(menu(page).getByRole('option', { selected: true })).toContainText('Travel');
  await page.keyboard.press('Enter');
  await page.keyboard.type('reveal');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Travel' })).toBeVisible();
  await expect(page.getByText(/Hiding in/)).toBeVisible();
  await expect(page.getByText(new RegExp(`\\d{4} \\d{4} \\d{4} ${travel.last4}`))).toBeVisible();
});

test('the command menu and the shortcuts help are accessible, and open from a button on a phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await travelAndGroceries(page);
  await page.getByRole('button', { name: 'Search and commands' }).click();
  await expect(menu(page).getByRole('option', { name: /Groceries/ })).toBeVisible();
  const box = await menu(page).boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(menu(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Search and commands' })).toBeFocused();

  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toContainText('Open or close the command menu');
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
});
