import { chromiumOnly, expect, test } from './support/test';

const PAGES = [
  { path: '/welcome', heading: 'Get a seed and a card' },
  { path: '/sign-in', heading: 'Sign in' },
];

for (const { path, heading } of PAGES) {
  test(
    `${path} is HTML before any script runs, in the system's theme`,
    chromiumOnly(
      'compares light with dark in one test: Firefox cannot switch scheme within a browser (no emulation over BiDi); its dark first paint is in the firefox-dark walks',
    ),
    async ({ browser }) => {
      const background = async (colorScheme: 'light' | 'dark', javaScriptEnabled: boolean) => {
        const context = await browser.newContext({ javaScriptEnabled, colorScheme });
        const page = await context.newPage();
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        if (javaScriptEnabled) await expect(page.locator('html')).toHaveClass(/dark/);
        const color = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
        await context.close();
        return color;
      };
      const light = await background('light', false);
      const dark = await background('dark', false);
      expect(dark).not.toBe(light);
      // The first paint is already what the app shows once its scripts have run.
      expect(dark).toBe(await background('dark', true));
    },
  );

  test(`${path} hydrates without an error or a layout shift and then works`, async ({ page }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      // Playwright's own stand-in for register() when workers are blocked (playwright.config.ts)
      // says so as a warning; it is not the page's.
      if (message.text() === 'Service Worker registration blocked by Playwright') return;
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    await page.addInitScript(() => {
      const w = window as unknown as { __shift: number };
      w.__shift = 0;
      // Shifts right after the visitor's own input (an error message appearing) do not count,
      // as in Cumulative Layout Shift.
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Array<{
          value: number;
          hadRecentInput: boolean;
        }>)
          if (!entry.hadRecentInput) w.__shift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(path);
    // The prerendered HTML is adopted, not replaced: the element painted first is still there
    // once the page's scripts have run.
    const painted = await page.evaluateHandle(() => document.querySelector('main h1'));
    await page.waitForLoadState('networkidle');
    expect(await painted.evaluate((h) => h?.isConnected ?? false)).toBe(true);
    // Nothing moved, before the scripts or as they hydrated. (A starved Chromium once painted the
    // page half-parsed, its header growing as its buttons arrived: index.html holds the first paint
    // until the page is parsed whole. Measured before any input: an error message the visitor's own
    // click brings is counted by the browser only if it lands 500 ms after the click, which a
    // busy 2-core machine can take, and it is not what this test is about.)
    const shift = () => page.evaluate(() => (window as unknown as { __shift: number }).__shift);
    expect(await shift()).toBe(0);
    if (path === '/sign-in') {
      await page.getByLabel('Seed').fill('not-a-seed');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByText(/four groups of four/)).toBeVisible();
    } else {
      await page.getByRole('button', { name: 'Generate my seed and card' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Your seed and card are ready' }),
      ).toBeVisible();
    }
    expect(problems).toEqual([]);
  });
}

test('a signed-in visitor on a prerendered page gets the app, not the stale HTML', async ({
  page,
  account: _signedIn,
}) => {
  await page.goto('/welcome');
  // Signed in, /welcome sends to the overview; the prerendered form must not linger.
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Generate my seed and card' })).toHaveCount(0);
});

test('/welcome used before its scripts run, then reloaded: the seed is made and kept, with no error', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  // The app's scripts wait until the newcomer has chosen and clicked on the prerendered HTML.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/welcome', { waitUntil: 'commit' });
  await page.getByRole('radio', { name: 'Visa' }).check({ force: true });
  await page.getByLabel('Fund with').selectOption('BTC');
  await page.getByRole('button', { name: 'Generate my seed and card' }).click();
  release();
  const ready = page.getByRole('heading', { level: 1, name: 'Your seed and card are ready' });
  await expect(ready).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code of the BTC address' })).toBeVisible();
  // Not yet confirmed, the seed comes back after a reload: the welcome page's HTML (a form) is
  // not this newcomer's, and hydrating it was React error #418 (issue #48).
  await page.reload();
  await expect(ready).toBeVisible();
  expect(problems).toEqual([]);
});
