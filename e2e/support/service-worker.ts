import { expect, type Page } from '@playwright/test';

/** Waits for the worker to be activated (its precache filled), then reloads under its control. */
export async function reloadUnderWorker(page: Page) {
  const state = () =>
    page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state);
  await expect.poll(state, { timeout: 30_000 }).toBe('activated');
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL))
    .toMatch(/\/sw\.js$/);
}
