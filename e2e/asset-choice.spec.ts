import { expect, test, type Page } from '@playwright/test';

/**
 * The first page's choice is money: a cardholder who picks Bitcoin must get a Bitcoin address, in
 * every engine, whether they choose before the app has taken the prerendered page over or after.
 * (Firefox's demo once read no request body and answered USDT-ERC20; choosing early in Chromium
 * ended in a hydration error. Decision 013.)
 */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

async function generateAndExpectBitcoin(page: Page) {
  await page.getByRole('button', { name: 'Generate my seed and card' }).click();
  await expect(page.getByRole('img', { name: 'QR code of the BTC address' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Fund it with BTC' })).toBeVisible();
  const funding = await page.getByTestId('funding-address').textContent();
  // A Bitcoin address (bech32 bc1…, or base58 1…/3…), never an Ethereum 0x… one.
  expect(funding?.trim()).toMatch(/^(bc1[a-z0-9]{20,}|[13][1-9A-HJ-NP-Za-km-z]{25,34})$/);
}

test('choosing Bitcoin once the page is interactive gives a Bitcoin address', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/welcome');
  await expect(page.locator('html')).toHaveAttribute('data-ready', '');
  await page.getByLabel('Fund with').selectOption('BTC');
  await generateAndExpectBitcoin(page);
  expect(errors).toEqual([]);
});

test('choosing Bitcoin on the prerendered page before the app runs gives a Bitcoin address', async ({
  page,
}) => {
  const errors = watchErrors(page);
  // The entry script is held until the choice is made: the page is HTML, painted, not yet React's.
  // (A fixed delay raced the test's own steps on a loaded machine.)
  let letTheAppIn = () => {};
  const released = new Promise<void>((resolve) => (letTheAppIn = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/welcome', { waitUntil: 'commit' });
  await page.getByLabel('Fund with').selectOption('BTC');
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-ready'))).toBe(
    false,
  );
  letTheAppIn();
  await expect(page.locator('html')).toHaveAttribute('data-ready', '', { timeout: 15_000 });
  await expect(page.getByLabel('Fund with')).toHaveValue('BTC');
  await generateAndExpectBitcoin(page);
  expect(errors).toEqual([]);
});
