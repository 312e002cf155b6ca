import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { onboardingJourney } from './support/journeys';

/** The same journey with the app pointed at `npm run api` over HTTP instead of the in-browser sandbox. */
let api: ChildProcess | undefined;
let baseUrl = '';

test.beforeAll(async () => {
  const port = await new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const p = (s.address() as { port: number }).port;
      s.close(() => resolve(p));
    });
  });
  api = spawn('npm', ['run', 'api', '--', '--port', String(port), '--quiet', '--memory'], {
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('npm run api did not start')), 20_000);
    api!.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening on')) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  baseUrl = `http://127.0.0.1:${port}/v1/api`;
});

test.afterAll(() => {
  try {
    if (api?.pid) process.kill(-api.pid, 'SIGTERM');
  } catch {
    // already gone
  }
});

test('sandbox server: the onboarding journey works over HTTP against npm run api', async ({
  page,
}) => {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.goto('/settings');
  await page.getByRole('radio', { name: /Sandbox server/ }).check();
  await page.getByLabel('API base URL').fill(baseUrl);
  await page.getByRole('button', { name: 'Save connection' }).click();
  await page.getByRole('button', { name: 'Switch and reload' }).click();
  await expect(page.getByText('SANDBOX', { exact: true })).toBeVisible();
  requests.length = 0; // From here on, the app runs against the server.

  await onboardingJourney(page);
  // Every API call went to the server; the in-browser sandbox was not even loaded.
  expect(requests.some((u) => u.startsWith(`${baseUrl}/cards`))).toBe(true);
  expect(requests.some((u) => /\/assets\/browser-[\w-]+\.js$/.test(u))).toBe(false);
});
