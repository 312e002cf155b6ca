import { expect, test, type Page } from '@playwright/test';
import { apiCall } from './support/journeys';

// Issue #32 item 3, the deposit assistant (decision 027). Its journeys run as component tests
// (src/features/deposits/deposit-assistant-journey.test.tsx, issue #46); what stays here is what
// only a browser has: the real clipboard the support message is copied to.

/** Signs in to a new account made from `scenario` (funded in `asset`), on the Deposits page. */
async function openScenario(page: Page, scenario: string, asset: string) {
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  const made = await apiCall<{ seed: string }>(
    page,
    null,
    'POST',
    `/sandbox/scenarios/${scenario}/accounts`,
    { asset },
  );
  await page.getByLabel('Seed').fill(made.seed);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Deposits' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Deposits' })).toBeVisible();
  return made.seed;
}

test('busy month: the support message of the deposit below the minimum lands on the real clipboard as shown', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openScenario(page, 'busy-month', 'USDT-ERC20');
  const help = page.getByRole('region', { name: 'Below the minimum deposit' });
  const shown = (await help
    .getByRole('figure', { name: 'Message for support' })
    .locator('pre')
    .textContent())!;
  await help.getByRole('button', { name: 'Copy support message' }).click();
  await expect(help.getByText('Copied', { exact: true })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(shown);
});
