import { expect, test } from '@playwright/test';
import { accountBeforeLoad } from './support/account';

/**
 * What a person is about to click must not move. The overview once showed its card list first and
 * then inserted the low-balance alert and the charts above it, so a click aimed at a card could
 * land elsewhere (it made an e2e test fail now and then).
 */
for (const width of [1280, 390]) {
  test(`the overview card list does not move once it is shown (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    // A card used down to $2: the low-balance alert and the charts show above the list (a new
    // card at $0 never used is not "low", issue #29). Made before the first load (issue #46).
    await accountBeforeLoad(page, 200, async (call) => {
      const id = (await call('GET', '/cards')).data[0]!.id;
      await call('POST', `/cards/${id}/fund`, { amount: 5 });
      await call('POST', '/sandbox/purchases', { card_id: id, amount: 3 });
    });
    await page.addInitScript(() => {
      try {
        localStorage.setItem('vcs.sandbox.latency', '150');
      } catch {
        // No storage here (about:blank): the app's own origin has it.
      }
    });
    await page.goto('/');
    const card = page.getByRole('link', { name: /My first card/ }).filter({ visible: true });
    await card.waitFor();
    const first = await card.boundingBox();
    await expect(page.getByRole('figure', { name: 'Spending, last 30 days' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Needs attention' })).toBeVisible();
    expect(await card.boundingBox()).toEqual(first);
  });
}
