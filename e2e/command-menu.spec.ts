import { expect, test, type Page } from '@playwright/test';
import { accountBeforeLoad } from './support/account';
import { overviewShown } from './support/journeys';

/**
 * The command menu (issue #19) where it needs a browser: its box on a phone's width, and what the
 * native <dialog> does on Escape (close, focus back to the opener). The keyboard journeys and the
 * axe audits of the menu and the help run as component tests (src/app/command-menu/
 * command-menu.test.tsx, issue #46); the browser's axe walk (e2e/a11y.spec.ts) covers their contrast.
 */
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
  // The cards labelled before the first load (issue #46: one load, not a sign-in's and then this).
  let travel = { id: '', last4: '' };
  const { seed } = await accountBeforeLoad(page, 200, async (call) => {
    travel = (await call<{ data: Array<typeof travel> }>('GET', '/cards')).data[0]!;
    await call('PATCH', `/cards/${travel.id}`, { label: 'Travel' });
    await call('POST', '/cards', { bin_id: '426684', amount: 20, label: 'Groceries' });
  });
  await page.goto('/');
  await overviewShown(page);
  const status = async () => (await api(page, seed, 'GET', `/cards/${travel.id}`)).status;
  return { travel, status };
}

const menu = (page: Page) => page.getByRole('dialog', { name: 'Command menu' });

test('on a phone the command menu opens from a button and fits; Escape closes it and the help', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await travelAndGroceries(page);
  await page.getByRole('button', { name: 'Search and commands' }).click();
  await expect(menu(page).getByRole('option', { name: /Groceries/ })).toBeVisible();
  const box = await menu(page).boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await page.keyboard.press('Escape');
  await expect(menu(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Search and commands' })).toBeFocused();

  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toContainText('Open or close the command menu');
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
});
