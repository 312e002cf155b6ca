import { expect, test } from '@playwright/test';
import { serveDistCopy } from './support/dist-copy';
import { reloadUnderWorker } from './support/service-worker';

// The update prompt of the installable app (decision 010), with the worker every other spec blocks.
test.use({ serviceWorkers: 'allow' });

/** The next build's worker: the same script, plus an answer that says which build controls. */
const NEXT_BUILD = `
// build 2
self.addEventListener('fetch', (event) => {
  if (new URL(event.request.url).pathname === '/__build') event.respondWith(new Response('2'));
});
`;

test('a new build is announced, and takes over only when the person clicks Reload', async ({
  page,
}) => {
  const site = await serveDistCopy();
  try {
    await page.goto(`${site.url}/welcome`);
    await reloadUnderWorker(page);
    const build = () => page.evaluate(() => fetch('/__build').then((r) => r.text()));
    expect(await build()).not.toBe('2');
    await page.evaluate(() => Object.assign(window, { beforeUpdate: true }));

    site.change('sw.js', (script) => script + NEXT_BUILD);
    // What a browser does on its own after a navigation or in app/update-prompt.ts's hourly check.
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const toast = page.getByRole('listitem').filter({ hasText: 'Update available' });
    await expect(toast).toBeVisible({ timeout: 15_000 });
    await expect(toast).toContainText('A new version of the dashboard is ready');
    expect(
      await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting),
    ).toBe(true);

    // Nobody clicked: the old worker still controls the page, which was not reloaded.
    await page.waitForTimeout(1_000);
    expect(await page.evaluate(() => 'beforeUpdate' in window)).toBe(true);
    expect(await build()).not.toBe('2');

    const reloaded = page.waitForEvent('load');
    await toast.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    expect(await page.evaluate(() => 'beforeUpdate' in window)).toBe(false);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Get a seed and a card' }),
    ).toBeVisible();
    expect(await build()).toBe('2');
    await expect(page.getByRole('listitem').filter({ hasText: 'Update available' })).toHaveCount(0);
  } finally {
    await site.close();
  }
});
