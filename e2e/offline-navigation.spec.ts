import { expect, test } from '@playwright/test';
import { signInWithNewAccount } from './support/journeys';

/**
 * Offline for a moment (no service worker yet: a first visit, a private window). Firefox keeps a
 * module that failed to load as failed for the page's life, so a page's chunk prefetched on hover
 * or focus while offline left that page blank once the connection was back (found by the WCAG
 * walk). Prefetching now waits for the connection.
 */
test('hovering and tabbing the navigation offline leaves every page able to open', async ({
  page,
}) => {
  await signInWithNewAccount(page);
  await page.goto('/webhooks');
  await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
  await page.context().setOffline(true);
  await page.getByText(/You are offline/).waitFor();
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const name of ['Overview', 'Cards', 'Transactions', 'Deposits']) {
    const link = nav.getByRole('link', { name, exact: true });
    await link.hover();
    await link.focus();
  }
  await page.context().setOffline(false);
  await expect(page.getByText(/You are offline/)).toBeHidden();
  await nav.getByRole('link', { name: 'Overview', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await nav.getByRole('link', { name: 'Cards', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cards' })).toBeVisible();
});
