import { expect, test } from '@playwright/test';
import { accountBeforeLoad } from './support/account';

// The rest of the card journeys run as component tests (src/features/cards/cards-journey.test.tsx,
// reveal-and-list.test.tsx; issue #46). What needs a browser stays: the real clipboard.

test('reveal the details and copy the PAN to the real clipboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { cardId } = await accountBeforeLoad(page, 100);
  await page.goto(`/cards/${cardId}`);
  await page.getByRole('button', { name: 'Reveal card details' }).click();
  const number = page.getByText(/^\d{4} \d{4} \d{4} \d{4}$/);
  await expect(number).toBeVisible();
  const pan = (await number.textContent())!.replace(/ /g, '');
  await page.getByRole('button', { name: 'Copy card number' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(pan);
});
