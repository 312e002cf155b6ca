// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { testService } from '../testing';
import { expectError } from './expect';

// The service against the spec: rate limits, idempotency, routing and errors (split from contract.test.ts).

describe('rate limits', () => {
  it('limits card details to 30 per minute with Retry-After', async () => {
    const { call, clock, fundedAccount } = testService();
    const { seed, cardId } = await fundedAccount(10);
    for (let i = 0; i < 30; i++)
      expect((await call('GET', `/cards/${cardId}/details`, { seed })).status).toBe(200);
    clock.advance(20_000);
    const limited = await call('GET', `/cards/${cardId}/details`, { seed });
    expectError(limited, 429, 'rate_limited');
    expect(limited.headers.get('Retry-After')).toBe('40');
    expect((await call('GET', `/cards/${cardId}`, { seed })).status).toBe(200);
    clock.advance(40_000);
    expect((await call('GET', `/cards/${cardId}/details`, { seed })).status).toBe(200);
  });

  it('limits card creation to 50 per minute', async () => {
    const { call, fundedAccount } = testService();
    const { seed } = await fundedAccount(100);
    for (let i = 0; i < 50; i++)
      expect(
        (await call('POST', '/cards', { seed, body: { bin_id: '485932', amount: 1 } })).status,
      ).toBe(201);
    expectError(
      await call('POST', '/cards', { seed, body: { bin_id: '485932', amount: 1 } }),
      429,
      'rate_limited',
    );
  });

  it('limits all requests per seed per minute and per hour, and not other seeds', async () => {
    const { call, clock, fundedAccount } = testService({ limits: { perMinute: 20, perHour: 30 } });
    const a = await fundedAccount(10);
    const b = await fundedAccount(10);
    let ok = 0;
    for (let i = 0; i < 25; i++)
      if ((await call('GET', '/bins', { seed: a.seed })).status === 200) ok++;
    expect(ok).toBe(17); // 3 requests were spent by fundedAccount
    expect((await call('GET', '/bins', { seed: b.seed })).status).toBe(200);
    clock.advance(60_000);
    ok = 0;
    for (let i = 0; i < 25; i++)
      if ((await call('GET', '/bins', { seed: a.seed })).status === 200) ok++;
    expect(ok).toBe(10);
    const hourly = await call('GET', '/bins', { seed: a.seed });
    expect(Number(hourly.headers.get('Retry-After'))).toBeGreaterThan(60);
  });
});

describe('idempotency', () => {
  it('replays the first answer for the same key and request, and changes nothing', async () => {
    const { call, fundedAccount } = testService();
    const { seed, cardId } = await fundedAccount(100);
    const headers = { 'X-Idempotency-Key': 'fund-1' };
    const first = await call('POST', `/cards/${cardId}/fund`, {
      seed,
      body: { amount: 10 },
      headers,
    });
    const second = await call('POST', `/cards/${cardId}/fund`, {
      seed,
      body: { amount: 10 },
      headers,
    });
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
    expect((await call('GET', '/wallet/balance', { seed })).body.balance).toBe(90);
    const conflict = await call('POST', `/cards/${cardId}/fund`, {
      seed,
      body: { amount: 11 },
      headers,
    });
    expectError(conflict, 409, 'idempotency_key_reused');
    expect((await call('GET', '/wallet/balance', { seed })).body.balance).toBe(90);
  });

  it('scopes keys per seed and does not store failures', async () => {
    const { call, fundedAccount } = testService();
    const a = await fundedAccount(10);
    const b = await fundedAccount(100);
    const headers = { 'X-Idempotency-Key': 'same' };
    expectError(
      await call('POST', `/cards/${a.cardId}/fund`, {
        seed: a.seed,
        body: { amount: 20 },
        headers,
      }),
      400,
      'insufficient_funds',
    );
    expect(
      (
        await call('POST', `/cards/${b.cardId}/fund`, {
          seed: b.seed,
          body: { amount: 20 },
          headers,
        })
      ).status,
    ).toBe(200);
    const dep = (
      await call('POST', '/sandbox/deposits', {
        seed: a.seed,
        body: { currency: 'usdt', amount_usd: 50 },
      })
    ).body;
    await call('POST', `/sandbox/deposits/${dep.id}/confirm`, { seed: a.seed });
    expect(
      (
        await call('POST', `/cards/${a.cardId}/fund`, {
          seed: a.seed,
          body: { amount: 20 },
          headers,
        })
      ).status,
    ).toBe(200);
  });
});

describe('routing and errors', () => {
  it('answers unknown routes 404 and wrong methods 405 in the error shape', async () => {
    const { call, fundedAccount } = testService();
    const { seed } = await fundedAccount(10);
    expectError(await call('GET', '/nothing-here', { seed }), 404, 'not_found');
    expectError(await call('PUT', '/cards', { seed }), 405, 'method_not_allowed');
    expectError(await call('GET', '/cards/x/fund', { seed }), 405, 'method_not_allowed');
  });

  it('sends CORS headers and answers preflight', async () => {
    const { service } = testService();
    const pre = await service.handle(new Request('http://x/v1/api/cards', { method: 'OPTIONS' }));
    expect(pre.status).toBe(204);
    expect(pre.headers.get('Access-Control-Allow-Headers')).toContain('X-Seed');
  });

  it('sends CORS headers on every answer to a cross-origin request (with Origin), errors too', async () => {
    const { call, fundedAccount } = testService();
    const { seed } = await fundedAccount(10);
    const origin = { Origin: 'http://localhost:5173' };
    const ok = await call('GET', '/cards', { seed, headers: origin });
    expect(ok.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(ok.headers.get('Access-Control-Expose-Headers')).toContain('Retry-After');
    // The service's clock, which the dashboard's countdowns follow (api/client.ts).
    expect(ok.headers.get('Access-Control-Expose-Headers')).toContain('Date');
    const refused = await call('GET', '/cards', { seed: 'AAAA-AAAA-AAAA-AAAA', headers: origin });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('Access-Control-Allow-Origin')).toBe('*');
    // Without Origin (curl, servers) the five CORS headers are left off; nothing else changes.
    const plain = await call('GET', '/cards', { seed });
    expect(plain.headers.get('Access-Control-Allow-Origin')).toBeNull();
    expect(plain.headers.get('Cache-Control')).toBe('no-store');
    expect(plain.body).toEqual(ok.body);
  });

  it('serves an OpenAPI 3.1 document that covers every route', async () => {
    const { call } = testService();
    const doc = (await call('GET', '/openapi.json')).body;
    expect(doc.openapi).toBe('3.1.0');
    const { createRouter } = await import('../http/router');
    // The document names path parameters as the spec does (`{card_id}`), the router `:id`
    // (decision 037): the paths are compared with their parameters unnamed.
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([p, ops]) =>
        Object.keys(ops as object).map((m) => `${m.toUpperCase()} ${p.replace(/\{\w+\}/g, '{}')}`),
      ),
    );
    const routed = new Set(
      createRouter().routes.map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, '{}')}`),
    );
    expect(documented).toEqual(routed);
    expect(doc.components.schemas.Bin.properties['3ds']).toEqual({ type: 'boolean' });
  });

  it('gives every operation of the document a unique operationId', async () => {
    const { call } = testService();
    const doc = (await call('GET', '/openapi.json')).body;
    const ids = Object.values(doc.paths).flatMap((ops) =>
      Object.values(ops as Record<string, { operationId?: string }>).map((op) => op.operationId),
    );
    expect(ids.length).toBeGreaterThan(30);
    expect(ids.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
