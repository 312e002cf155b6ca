// @vitest-environment node
import { mkdtempSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAdaptorServer, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServeApp } from './app';
import { expectErrorBody } from './expect-error-body';
import { fakeBuild } from './fake-build';

type Seen = { method: string; url: string; headers: IncomingMessage['headers']; body: string };

function listen(server: Server | ServerType): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

describe('npm run serve (over real HTTP)', () => {
  const seen: Seen[] = [];
  const logged: string[] = [];
  let upstreamServer: Server;
  let appServer: ServerType;
  let base = '';

  beforeAll(async () => {
    upstreamServer = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
        if (req.url?.startsWith('/v1/api/slow')) return; // never answers
        if (req.url?.startsWith('/v1/api/sandbox/events/stream')) {
          // An event stream (decision 022) that outlives the proxy's 500 ms answer deadline.
          res.writeHead(200, { 'Content-Type': 'text/event-stream' });
          res.write('id: 1\ndata: {}\n\n');
          setTimeout(() => res.end('id: 2\ndata: {}\n\n'), 900);
          return;
        }
        res.writeHead(req.url?.includes('limited') ? 429 : 200, {
          'Content-Type': 'application/json',
          'Retry-After': '7',
          'Set-Cookie': 'tracking=1',
        });
        res.end(JSON.stringify({ ok: true }));
      });
    });
    const upstream = `${await listen(upstreamServer)}/v1/api`;
    const app = createServeApp({
      root: fakeBuild(),
      upstream,
      timeoutMs: 500,
      log: (l) => logged.push(l),
    });
    appServer = createAdaptorServer({ fetch: app.fetch });
    base = await listen(appServer);
  });
  afterAll(() => {
    upstreamServer.close();
    appServer.close();
  });

  it('sends the security headers on every answer', async () => {
    for (const path of ['/', '/cards/card_1', '/assets/index-abc123.js', '/healthz']) {
      const res = await fetch(base + path);
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('permissions-policy')).toContain('camera=()');
    }
  });

  it('falls back to index.html for app routes, uncached; hashed assets are immutable', async () => {
    const page = await fetch(`${base}/transactions?type=refund`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>app</title>');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    for (const encoding of ['identity', 'gzip, br']) {
      const root = await fetch(`${base}/`, { headers: { 'Accept-Encoding': encoding } });
      expect(root.headers.get('cache-control')).toBe('no-cache');
    }
    const asset = await fetch(`${base}/assets/index-abc123.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${base}/assets/missing-123.js`)).status).toBe(404);
    // The service worker is revalidated like the pages; other public files for an hour.
    expect((await fetch(`${base}/sw.js`)).headers.get('cache-control')).toBe('no-cache');
    const icon = await fetch(`${base}/favicon.svg`);
    expect(icon.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it("serves a card's page its prerendered frame, uncached, and no other page", async () => {
    for (const path of ['/cards/card_1', '/cards/card_1/', '/cards/card_1?intent=x']) {
      const page = await fetch(base + path);
      expect(await page.text()).toContain('<title>card frame</title>');
      expect(page.headers.get('cache-control')).toBe('no-cache');
      expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
    for (const path of ['/cards/card_1/x', '/transactions/t_1', '/nowhere'])
      expect(await (await fetch(base + path)).text()).toContain('<title>app</title>');
  });

  it('serves the precompressed file when the client accepts it', async () => {
    const res = await fetch(`${base}/assets/index-abc123.js`, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(await res.text()).toContain('console.log("app")');
  });

  it('does not serve files outside dist/', async () => {
    for (const path of [
      '/%2e%2e/%2e%2e/etc/passwd',
      '/..%2f..%2fetc/passwd',
      '/_headers/../../x',
    ]) {
      const text = await (await fetch(base + path)).text();
      expect(text).not.toContain('root:');
    }
  });

  it('answers /healthz', async () => {
    expect(await (await fetch(`${base}/healthz`)).json()).toEqual({ ok: true });
  });

  it('proxies /v1/api with the seed and idempotency key, and nothing else of the browser', async () => {
    seen.length = 0;
    const res = await fetch(`${base}/v1/api/cards/card_1/fund?x=1`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Seed': 'AAAA-BBBB-CCCC-DDDD',
        'X-Idempotency-Key': 'key-1',
        Cookie: 'session=secret',
        Authorization: 'Basic eA==',
      },
      body: JSON.stringify({ amount: 5 }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('no-store');
    const [request] = seen;
    expect(request).toMatchObject({ method: 'POST', url: '/v1/api/cards/card_1/fund?x=1' });
    expect(request!.body).toBe('{"amount":5}');
    expect(request!.headers['x-seed']).toBe('AAAA-BBBB-CCCC-DDDD');
    expect(request!.headers['x-idempotency-key']).toBe('key-1');
    expect(request!.headers.cookie).toBeUndefined();
    expect(request!.headers.authorization).toBeUndefined();
  });

  it('passes the upstream status and Retry-After through', async () => {
    const res = await fetch(`${base}/v1/api/limited`, { headers: { 'X-Seed': 's' } });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('7');
  });

  it('refuses a body over 64 KiB with 413 in the spec error shape, before the upstream sees it', async () => {
    seen.length = 0;
    const res = await fetch(`${base}/v1/api/cards`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: 'x'.repeat(65 * 1024),
    });
    expect(res.status).toBe(413);
    expectErrorBody(await res.json(), 413, 'payload_too_large');
    expect(seen).toEqual([]);
  });

  it('answers 504 in the error shape when the upstream is too slow', async () => {
    const res = await fetch(`${base}/v1/api/slow`);
    expect(res.status).toBe(504);
    expectErrorBody(await res.json(), 504, 'upstream_timeout');
  });

  it('passes an event stream through past the answer deadline, with its Last-Event-ID', async () => {
    // The deadline is for the upstream's first answer, not a stream's life: `npm run listen`
    // behind the proxy would otherwise reconnect every 15 s.
    const res = await fetch(`${base}/v1/api/sandbox/events/stream`, {
      headers: { 'Last-Event-ID': '41', 'X-Seed': 'AAAA-BBBB-CCCC-DDDD' },
    });
    expect(res.headers.get('content-type')).toBe('text/event-stream');
    expect(await res.text()).toBe('id: 1\ndata: {}\n\nid: 2\ndata: {}\n\n');
    const upstream = seen.find((s) => s.url === '/v1/api/sandbox/events/stream');
    expect(upstream?.headers['last-event-id']).toBe('41');
  });

  it('never logs a seed, a query or a body', () => {
    const text = logged.join('\n');
    expect(text).toContain('POST /v1/api/cards/card_1/fund 200');
    expect(text).not.toMatch(/AAAA-BBBB|key-1|amount|x=1/);
  });
});

describe('npm run serve with the upstream down', () => {
  it('answers 502 in the spec error shape', async () => {
    const app = createServeApp({ root: fakeBuild(), upstream: 'http://127.0.0.1:9/v1/api' });
    const res = await app.request('/v1/api/cards', { headers: { 'X-Seed': 's' } });
    expect(res.status).toBe(502);
    const body = expectErrorBody(await res.json(), 502, 'upstream_unavailable');
    expect(body.message).toBe('The card service cannot be reached.');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 502 in the spec error shape when no upstream is configured', async () => {
    const app = createServeApp({ root: fakeBuild() });
    const res = await app.request('/v1/api/cards');
    expect(res.status).toBe(502);
    expectErrorBody(await res.json(), 502, 'upstream_unavailable');
  });

  it('refuses to start without a build', () => {
    expect(() => createServeApp({ root: mkdtempSync(join(tmpdir(), 'empty-')) })).toThrow(
      /npm run build/,
    );
  });
});
