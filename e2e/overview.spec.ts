import { expect, test } from '@playwright/test';
import { accountBeforeLoad } from './support/account';
import { overviewShown } from './support/journeys';

// Issue #29: on a phone the six wallet figures left one tile alone in a half row.
test('on a 390 px phone the wallet figures fill their rows, two by two', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await accountBeforeLoad(page);
  await page.goto('/');
  await overviewShown(page);
  const tiles = page.locator('main dl > div');
  await expect(tiles).toHaveCount(6);
  const rows = new Map<number, number>();
  for (const tile of await tiles.all()) {
    const top = Math.round((await tile.boundingBox())!.y);
    rows.set(top, (rows.get(top) ?? 0) + 1);
  }
  expect([...rows.values()]).toEqual([2, 2, 2]);

  // In French a label takes two lines beside one of one ("Solde du portefeuille", "Sur les
  // cartes"): the values of a row stay level (issue #48).
  await page.evaluate(() => localStorage.setItem('vcs.locale', 'fr'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(tiles).toHaveCount(6);
  const levels = new Map<number, Set<number>>();
  for (const tile of await tiles.all()) {
    const top = Math.round((await tile.boundingBox())!.y);
    const value = Math.round((await tile.locator('dd').boundingBox())!.y);
    levels.set(top, (levels.get(top) ?? new Set()).add(value));
  }
  expect([...levels.values()].map((values) => values.size)).toEqual([1, 1, 1]);
});

// Issue #29: at 1280 px the header's wallet showed an amount and no word saying what it was.
test("at 1280 px the header's wallet amount says it is the wallet", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await accountBeforeLoad(page);
  await page.goto('/');
  await overviewShown(page);
  const chip = page.getByRole('link', { name: 'Wallet $200.00' });
  await expect(chip.getByText('Wallet', { exact: true })).toBeVisible();
  await expect(chip).toHaveText(/^Wallet\s*\$200\.00$/);
  // In the header's row, no taller than the other controls.
  expect((await chip.boundingBox())!.height).toBeLessThanOrEqual(40);
});
