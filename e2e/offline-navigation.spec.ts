import { expect, test, type Page } from '@playwright/test';
import { accountBeforeLoad } from './support/account';

/** Signed in, on a page other than the ones the test opens, then offline (no service worker). */
async function offlineOnWebhooks(page: Page) {
  await accountBeforeLoad(page);
  await page.goto('/webhooks');
  await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
  await page.context().setOffline(true);
  await page.getByText(/You are offline/).waitFor();
}

/**
 * Offline for a moment (no service worker yet: a first visit, a private window). Firefox keeps a
 * module that failed to load as failed for the page's life, so a page's chunk prefetched on hover
 * or focus while offline left that page blank once the connection was back (found by the WCAG
 * walk). Prefetching now waits for the connection.
 */
test('hovering and tabbing the navigation offline leaves every page able to open', async ({
  page,
}) => {
  await offlineOnWebhooks(page);
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

/**
 * Opening a page offline whose code was never downloaded: React Router rendered nothing for a
 * route whose chunk failed (an empty page, no error, no way out, in every engine). The page now
 * says why, and Retry reloads it once the connection is back.
 */
test('a page opened offline before its code was downloaded says so, and Retry opens it online', async ({
  page,
}) => {
  await offlineOnWebhooks(page);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Deposits', exact: true })
    .click();
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toContainText('This page failed to load');
  await expect(alert).toContainText('you are offline');
  await page.context().setOffline(false);
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Deposits' })).toBeVisible();
});

/**
 * The connection dropped while a chunk was downloading (a prefetch when idle: the first test above
 * failed this way 1 run in 8 in Firefox, whose module map keeps a failed module failed for the
 * page's life, so every page needing it failed to open until a reload). The page that needs it now
 * reloads itself once and opens (chunk-load.ts).
 */
test('a page whose shared code failed to download mid-way still opens', async ({ page }) => {
  await accountBeforeLoad(page);
  let dropped = 0;
  // service-words: code the Overview page shares with others, which the Webhooks page prefetches.
  await page.route(/\/assets\/service-words-[^/]+\.js$/, (route) =>
    dropped++ === 0 ? route.abort('internetdisconnected') : route.continue(),
  );
  await page.goto('/webhooks');
  await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
  await expect.poll(() => dropped).toBeGreaterThan(0);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Overview', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});
