// @vitest-environment node
import { createAdaptorServer } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type Api } from '../src/test/api-process';
import { createServeApp } from './app';
import { fakeBuild } from './fake-build';

type Answer = { status: number; body: Record<string, unknown>; headers: Headers };

/** Issue #31 item 7, decision 024: faults on request from `npm run api`, direct and behind `npm run serve`. */
describe('faults on request over real HTTP (npm run api, and npm run serve in front of it)', () => {
  let api: Api;
  let appServer: ReturnType<typeof createAdaptorServer>;
  let served = '';
  let seed = '';
  beforeAll(async () => {
    api = await startApi(['--quiet']);
    appServer = createAdaptorServer({
      fetch: createServeApp({ root: fakeBuild(), upstream: api.base }).fetch,
    });
    await new Promise<void>((resolve) => appServer.listen(0, '127.0.0.1', resolve));
    served = `http://127.0.0.1:${(appServer.address() as AddressInfo).port}/v1/api`;
    const made = await fetch(`${api.base}/`, { method: 'POST', body: '{}' });
    seed = ((await made.json()) as { seed: string }).seed;
    // Funded, so a card creation that was not faulted would succeed and show.
    const deposit = await call(api.base, 'POST', '/sandbox/deposits', {
      body: JSON.stringify({ currency: 'usdt', amount_usd: 100 }),
    });
    await call(api.base, 'POST', `/sandbox/deposits/${deposit.body.id as string}/confirm`);
  }, 30_000);
  afterAll(async () => {
    appServer.close();
    await api.stop();
  });

  async function call(base: string, method: string, path: string, init: RequestInit = {}) {
    const response = await fetch(base + path, {
      method,
      ...init,
      headers: { 'X-Seed': seed, 'Content-Type': 'application/json', ...init.headers },
    });
    const text = await response.text();
    return {
      status: response.status,
      body: text ? JSON.parse(text) : {},
      headers: response.headers,
    } as Answer;
  }

  it('answers each header fault, direct and through the proxy, with Retry-After where it waits', async () => {
    const cardsBefore = (await call(api.base, 'GET', '/cards')).body;
    for (const base of [api.base, served]) {
      for (const [fault, status, code, retryAfter] of [
        ['500', 500, 'simulated_internal_error', null],
        ['503; retry_after=4', 503, 'simulated_unavailable', '4'],
        ['429', 429, 'simulated_rate_limit', '1'],
        ['timeout; hold_ms=150', 504, 'simulated_timeout', null],
      ] as const) {
        const answer = await call(base, 'POST', '/cards', {
          headers: { 'X-Sandbox-Fault': fault },
          body: JSON.stringify({ bin_id: '485932', amount: 5 }),
        });
        expect([base === served ? 'served' : 'api', answer.status]).toEqual([
          base === served ? 'served' : 'api',
          status,
        ]);
        expect(answer.body).toMatchObject({ error: code, code: status });
        expect(answer.headers.get('Retry-After')).toBe(retryAfter);
      }
      const refused = await call(base, 'GET', '/cards', { headers: { 'X-Sandbox-Fault': '418' } });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ error: 'invalid_request', code: 400 });
    }
    // Nothing was made by any of them; the same call without the header makes a card.
    expect((await call(api.base, 'GET', '/cards')).body).toEqual(cardsBefore);
    const made = await call(served, 'POST', '/cards', {
      body: JSON.stringify({ bin_id: '485932', amount: 5 }),
    });
    expect(made.status).toBe(201);
  }, 30_000);

  it('the next 2 requests answer 429 through the proxy, then recover; DELETE is never faulted', async () => {
    const set = await call(served, 'POST', '/sandbox/faults', {
      body: JSON.stringify({ fault: '429', count: 2, retry_after: 3 }),
    });
    expect(set.body).toMatchObject({ fault: '429', remaining: 2 });
    const first = await call(served, 'GET', '/wallet/balance');
    expect([first.status, first.headers.get('Retry-After')]).toEqual([429, '3']);
    const second = await call(api.base, 'GET', '/cards');
    expect(second.body.error).toBe('simulated_rate_limit');
    expect((await call(served, 'GET', '/cards')).status).toBe(200);

    await call(api.base, 'POST', '/sandbox/faults', {
      body: JSON.stringify({ fault: '500', count: 100 }),
    });
    const cleared = await call(served, 'DELETE', '/sandbox/faults', {
      headers: { 'X-Sandbox-Fault': '500' },
    });
    expect(cleared.body).toMatchObject({ fault: null, remaining: 0 });
    expect((await call(served, 'GET', '/cards')).status).toBe(200);
  }, 30_000);

  it('a client that gives up on a held request frees it; the server goes on answering', async () => {
    const started = performance.now();
    await expect(
      fetch(`${api.base}/cards`, {
        headers: { 'X-Seed': seed, 'X-Sandbox-Fault': 'timeout; hold_ms=10000' },
        signal: AbortSignal.timeout(200),
      }),
    ).rejects.toThrow();
    expect((await call(api.base, 'GET', '/cards')).status).toBe(200);
    expect(performance.now() - started).toBeLessThan(3000);
    const preflight = await fetch(`${api.base}/cards`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://app.example',
        'Access-Control-Request-Headers': 'x-sandbox-fault',
      },
    });
    expect(preflight.headers.get('Access-Control-Allow-Headers')).toMatch(/X-Sandbox-Fault/);
  }, 30_000);
});
