import { expect, test } from '@playwright/test';
import { serveDistCopy } from './support/dist-copy';
import { reloadUnderWorker } from './support/service-worker';

// The update prompt of the installable app (decision 010), with the worker every other spec blocks.
test.use({ serviceWorkers: 'allow' });

/**
 * The next build's worker: the same script, plus an answer that says which build controls, and a
 * record of the messages it heard from the page, in the order they came (a page's messages reach
 * its worker in order): asked with HEARD?, and at /__heard once it controls.
 */
const NEXT_BUILD = `
// build 2
const heard = [];
self.addEventListener('message', (event) => {
  heard.push(event.data && event.data.type);
  if (event.data && event.data.type === 'HEARD?') event.ports[0].postMessage(heard.slice());
});
self.addEventListener('fetch', (event) => {
  const path = new URL(event.request.url).pathname;
  if (path === '/__build') event.respondWith(new Response('2'));
  if (path === '/__heard') event.respondWith(Response.json(heard));
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

    // Nobody clicked: the waiting worker has heard nothing from the page but the test's question
    // (workbox-window asks it to take over with SKIP_WAITING); the old worker still controls the
    // page, which was not reloaded.
    const heard = await page.evaluate(async () => {
      const waiting = (await navigator.serviceWorker.getRegistration())!.waiting!;
      const channel = new MessageChannel();
      const answer = new Promise<string[]>((resolve) => {
        channel.port1.onmessage = (event) => resolve(event.data as string[]);
      });
      waiting.postMessage({ type: 'HEARD?' }, [channel.port2]);
      return answer;
    });
    expect(heard).toEqual(['HEARD?']);
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
    // The one request to take over came after the question, from the click.
    expect(await page.evaluate(() => fetch('/__heard').then((r) => r.json()))).toEqual([
      'HEARD?',
      'SKIP_WAITING',
    ]);
    await expect(page.getByRole('listitem').filter({ hasText: 'Update available' })).toHaveCount(0);
  } finally {
    await site.close();
  }
});
