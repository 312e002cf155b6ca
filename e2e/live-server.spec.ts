import { expect, test, type Page } from '@playwright/test';
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import { generate } from 'selfsigned';
import { freePort, startScript, stop } from './support/processes';

/**
 * A live-mode deployment: the `VITE_DEMO=false` bundle (dist-live, built by `npm run test:e2e`
 * with `VITE_API_ORIGINS=https://127.0.0.1:47443`) served by `npm run serve`, whose same-origin
 * /v1/api proxy points at `npm run api`.
 */
const TLS_PORT = 47443;
let api: ChildProcess | undefined;
let site: ChildProcess | undefined;
let tls: Server | undefined;
let siteUrl = '';
let upstream = '';
const tlsRequests: string[] = [];

test.describe.configure({ mode: 'serial' });
test.use({ ignoreHTTPSErrors: true });

test.beforeAll(async () => {
  const apiPort = await freePort();
  api = await startScript(
    ['api', '--', '--port', String(apiPort), '--quiet', '--memory'],
    {},
    'listening on',
  );
  upstream = `http://127.0.0.1:${apiPort}/v1/api`;
  const sitePort = await freePort();
  site = await startScript(
    ['serve'],
    { PORT: String(sitePort), DIST: 'dist-live', API_UPSTREAM: upstream },
    'serving on',
  );
  siteUrl = `http://127.0.0.1:${sitePort}`;

  // An https origin the build allows, with a self-signed certificate: it records each request and
  // passes it on to the sandbox server (which answers CORS), like a provider would answer.
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    algorithm: 'sha256',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  tls = createServer({ key: pems.private, cert: pems.cert }, async (req, res) => {
    tlsRequests.push(`${req.method} ${req.url}`);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(([name]) => !['host', 'connection'].includes(name)),
    ) as Record<string, string>;
    const answer = await fetch(`http://127.0.0.1:${apiPort}${req.url}`, {
      method: req.method,
      headers,
      body: chunks.length ? Buffer.concat(chunks) : undefined,
    });
    res.writeHead(answer.status, Object.fromEntries(answer.headers));
    res.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => tls!.listen(TLS_PORT, '127.0.0.1', resolve));
});

test.afterAll(() => {
  stop(api);
  stop(site);
  tls?.close();
});

/** The scripts of the sandbox, as named in the live build's manifest (none should be requested). */
function sandboxChunks(): string[] {
  const manifest = JSON.parse(readFileSync('dist-live/.vite/manifest.json', 'utf8')) as Record<
    string,
    { file: string }
  >;
  return Object.entries(manifest)
    .filter(([source]) => /^src\/(demo|service)\//.test(source))
    .map(([, chunk]) => chunk.file);
}

async function post(page: Page, seed: string, path: string, body?: unknown) {
  return page.evaluate(
    async ([s, p, b]) => {
      const res = await fetch(`/v1/api${p}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Seed': s as string },
        body: b === undefined ? undefined : JSON.stringify(b),
      });
      return res.json();
    },
    [seed, path, body] as const,
  );
}

test('live build over npm run serve: generate → deposit → fund → freeze, all same-origin', async ({
  page,
}) => {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  const home = await page.goto(`${siteUrl}/`);
  const headers = home!.headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).toContain(`https://127.0.0.1:${TLS_PORT}`);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['cache-control']).toBe('no-cache');
  await expect(page.getByText('LIVE', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Generate my seed and card' }).click();
  const seed = (await page.getByTestId('seed').textContent())!.trim();
  await page.getByLabel('I have stored my seed somewhere safe.').check();
  await page.getByRole('button', { name: 'Continue to my dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Waiting for your first deposit' })).toBeVisible();

  const deposit = await post(page, seed, '/sandbox/deposits', { currency: 'btc', amount_usd: 150 });
  await post(page, seed, `/sandbox/deposits/${deposit.id}/confirm`);
  await expect(page.getByText('Your card is active')).toBeVisible({ timeout: 20_000 });

  await page.getByRole('link', { name: 'Cards', exact: true }).first().click();
  await page
    .getByRole('link', { name: /My first card/ })
    .filter({ visible: true })
    .first()
    .click();
  await page.getByRole('button', { name: 'Fund', exact: true }).click();
  await page.getByRole('dialog').getByLabel('Amount (USD)').fill('50');
  const fundAnswer = page.waitForResponse((r) => r.url().endsWith('/fund'));
  await page.getByRole('dialog').getByRole('button', { name: 'Fund card' }).click();
  const fund = await fundAnswer;
  expect(fund.status()).toBe(200);
  expect(fund.headers()['cache-control']).toBe('no-store');
  expect(fund.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.getByRole('button', { name: 'Freeze' }).click();
  await expect(page.getByText('Frozen: every purchase is declined.')).toBeVisible();

  // Every request stayed on this origin, and the sandbox's code was never loaded.
  expect(requests.filter((u) => !u.startsWith(siteUrl))).toEqual([]);
  expect(requests.some((u) => u.startsWith(`${siteUrl}/v1/api/cards`))).toBe(true);
  const chunks = sandboxChunks();
  expect(requests.filter((u) => chunks.some((file) => u.endsWith(file)))).toEqual([]);
});

async function signInFresh(page: Page) {
  await page.goto(`${siteUrl}/sign-in`);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  const seed = await page.evaluate(async () => {
    const res = await fetch('/v1/api/', { method: 'POST' });
    return ((await res.json()) as { seed: string }).seed;
  });
  await page.getByLabel('Seed').fill(seed);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return seed;
}

async function chooseLive(page: Page, url: string) {
  await page.goto(`${siteUrl}/settings`);
  await page.getByRole('radio', { name: /Live/ }).check();
  await page.getByLabel('API base URL').fill(url);
  await page.getByRole('button', { name: 'Save connection' }).click();
}

test('Settings → Connection → an https origin the build allows: the requests arrive there', async ({
  page,
}) => {
  const seed = await signInFresh(page);
  const origin = `https://127.0.0.1:${TLS_PORT}`;
  await chooseLive(page, `${origin}/v1/api`);
  await page.getByRole('button', { name: 'Switch and reload' }).click();
  // Switching signs out; sign in again, now against the https origin.
  await expect(page.getByRole('heading', { name: 'Get a seed and a card' })).toBeVisible();
  tlsRequests.length = 0;
  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('Seed').fill(seed);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  await expect.poll(() => tlsRequests.some((r) => r.startsWith('GET /v1/api/cards'))).toBe(true);
  await expect(page.getByText(/Could not reach/)).toHaveCount(0);
});

test('Settings → Connection → an origin the build does not allow: refused with the reason', async ({
  page,
}) => {
  await signInFresh(page);
  await chooseLive(page, 'https://cards.example.net/v1/api');
  const alert = page.getByRole('alert').filter({ hasText: 'may not connect there' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('not to https://cards.example.net');
  await expect(alert).toContainText('API_UPSTREAM=https://cards.example.net/v1/api');
  await expect(page.getByRole('button', { name: 'Switch and reload' })).toHaveCount(0);
  await expect(page.getByText('LIVE', { exact: true })).toBeVisible();
});
