import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { createAccount } from './support/journeys';
import { reloadUnderWorker } from './support/service-worker';
import { fullChromium } from './support/test';

// The installable app (decision 010) against the built preview of dist/, with the service worker
// that every other spec blocks (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const OFFLINE = /You are offline/;

/** Whether the browser is online, and whether this page is controlled by the app's worker. */
const servedOffline = () => ({
  online: navigator.onLine,
  worker: /\/sw\.js$/.test(navigator.serviceWorker.controller?.scriptURL ?? ''),
});

test(
  'the manifest is linked from every page and its icons load',
  fullChromium(
    "Chromium's install criteria (Page.getInstallabilityErrors) are the browser's, not the shell's",
  ),
  async ({ page, browserName }) => {
    for (const path of ['/', '/welcome', '/sign-in', '/cards']) {
      await page.goto(path);
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
        'href',
        '/manifest.webmanifest',
      );
    }
    const response = await page.request.get('/manifest.webmanifest');
    expect(response.status()).toBe(200);
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
    };
    expect(manifest).toMatchObject({
      name: 'Virtual Cards',
      short_name: 'Cards',
      start_url: '/',
      display: 'standalone',
    });
    expect(manifest.icons.map((i) => i.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
    expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      const image = await page.request.get(icon.src);
      expect(image.status(), icon.src).toBe(200);
      expect(image.headers()['content-type']).toBe('image/png');
      expect((await image.body()).subarray(1, 4).toString()).toBe('PNG');
    }
    // Chromium's own verdict once the worker is there: the manifest parses, and nothing but the test's
    // incognito context (Playwright's contexts are) stops installing the app.
    await reloadUnderWorker(page);
    // Firefox has no install prompt and no DevTools protocol to ask for one: the checks above are all.
    if (browserName !== 'chromium') return;
    const cdp = await page.context().newCDPSession(page);
    const { errors } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors.map((e) => e.errorId)).toEqual(['in-incognito']);
  },
);

test('offline, the app shell and the public pages open with the offline banner', async ({
  page,
  context,
  browserName,
}) => {
  await page.goto('/');
  await reloadUnderWorker(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Get a seed and a card' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toBeVisible();
  for (const [path, heading] of [
    ['/welcome', 'Get a seed and a card'],
    ['/sign-in', 'Sign in'],
    ['/cards', 'Sign in'],
  ] as const) {
    const response = await page.goto(path);
    // Playwright over WebDriver BiDi reports no response as the worker's (BiDi's response has no such
    // field) and Firefox leaves workerStart at 0, so in every engine: the browser is offline, the page
    // is the worker's, and this fresh context never asked the network for this path (decision 016).
    if (browserName === 'chromium') expect(response?.fromServiceWorker(), path).toBe(true);
    expect(await page.evaluate(servedOffline), path).toEqual({ online: false, worker: true });
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toBeVisible();
  }
  // The denylist: an API path is never answered with the app shell.
  await expect(page.goto('/v1/api/cards')).rejects.toThrow(
    /ERR_INTERNET_DISCONNECTED|NS_ERROR_OFFLINE/,
  );
  await context.setOffline(false);
});

test('the caches hold built files of this origin only, never an API answer', async ({
  page,
  baseURL,
}) => {
  await page.goto('/welcome');
  await reloadUnderWorker(page);
  // Signed in through the demo, and the API reached over the network past the worker (a request
  // the demo's fetch wrapper does not answer), and an API path navigated to.
  await page.getByRole('button', { name: 'Generate my seed and card' }).click();
  await page.getByLabel('I have stored my seed somewhere safe.').check();
  await page.getByRole('button', { name: 'Continue to my dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Waiting for your first deposit' })).toBeVisible();
  await page.goto('/cards');
  await expect(page.getByRole('heading', { level: 1, name: 'Cards' })).toBeVisible();
  const status = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const xhr = new XMLHttpRequest();
        xhr.open('GET', '/v1/api/cards');
        xhr.onloadend = () => resolve(xhr.status);
        xhr.send();
      }),
  );
  expect(status).toBeGreaterThan(0);
  const api = await page.goto('/v1/api/cards');
  expect(api?.fromServiceWorker()).toBe(false);

  await page.goto('/');
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      urls.push(...(await cache.keys()).map((request) => request.url));
    }
    return urls;
  });
  expect(cached.length).toBeGreaterThan(20);
  expect(cached.filter((url) => url.includes('/v1/api'))).toEqual([]);
  const origin = new URL(baseURL!).origin;
  for (const url of cached) {
    const { origin: from, pathname } = new URL(url);
    expect(from, url).toBe(origin);
    // The statement's font (ttf) for Russian and Vietnamese is precached too (decision 045).
    expect(pathname, url).toMatch(/\.(js|css|html|svg|png|webmanifest|ttf)$/);
    expect(existsSync(join('dist', pathname)), `${pathname} is a file of dist/`).toBe(true);
  }
});

test('offline, a signed-in demo keeps working: its sandbox runs in the page', async ({
  page,
  context,
}) => {
  await page.goto('/sign-in');
  await reloadUnderWorker(page);
  const seed = await createAccount(page, 50);
  await page.getByLabel('Seed').fill(seed);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Cards' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cards' })).toBeVisible();
  const row = page
    .getByRole('row')
    .filter({ hasText: /•••• \d{4}/ })
    .first();
  await row.getByRole('switch').click();
  await expect(page.getByText(/^Frozen: .* •••• \d{4}$/).first()).toBeVisible();
  await context.setOffline(false);
});

test('going offline mid-session, the demo keeps loading and changing: nothing waits for the network', async ({
  page,
  context,
}) => {
  // React Query pauses queries and mutations while the browser says it is offline; the demo's
  // sandbox is in the page, so it must not (and a page whose answers never come shows skeletons
  // forever — how the WCAG walk failed in Firefox after its offline step).
  await page.goto('/sign-in');
  await reloadUnderWorker(page);
  const seed = await createAccount(page, 50);
  await page.getByLabel('Seed').fill(seed);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();

  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Cards' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cards' })).toBeVisible();
  await expect(page.locator('[data-skeleton]')).toHaveCount(0);
  const row = page
    .getByRole('row')
    .filter({ hasText: /•••• \d{4}/ })
    .first();
  await row.getByRole('switch').click();
  await expect(page.getByText(/^Frozen: .* •••• \d{4}$/).first()).toBeVisible();
  await context.setOffline(false);
});
