import { describe, expect, it } from 'vitest';
import { testService } from './testing';

const FAULT = 'X-Sandbox-Fault';
const card = { bin_id: '485932', amount: 5 };

/** Issue #31 item 7 over the service's HTTP surface (decision 024). */
describe('faults on request, per request (X-Sandbox-Fault)', () => {
  it('answers each fault in the error shape with a simulated code, Retry-After where it waits', async () => {
    const { call, fundedAccount } = testService();
    const { seed } = await fundedAccount(100);
    const cases = [
      ['500', 500, 'simulated_internal_error', null],
      ['503', 503, 'simulated_unavailable', '1'],
      ['429', 429, 'simulated_rate_limit', '1'],
      ['429; retry_after=7', 429, 'simulated_rate_limit', '7'],
      ['TIMEOUT ; hold_ms=0', 504, 'simulated_timeout', null],
    ] as const;
    for (const [header, status, code, retryAfter] of cases) {
      const answer = await call('GET', '/cards', { seed, headers: { [FAULT]: header } });
      expect(answer.status, header).toBe(status);
      expect(answer.body).toMatchObject({ error: code, code: status });
      expect(answer.body.request_id).toMatch(/^req_/);
      expect(answer.headers.get('Retry-After')).toBe(retryAfter);
    }
  });

  it('changes nothing: no card, no money moved, and the idempotency key still runs the real call', async () => {
    const { call, fundedAccount } = testService();
    const { seed } = await fundedAccount(100);
    const wallet = (await call('GET', '/wallet/balance', { seed })).body;
    const headers = { 'X-Idempotency-Key': 'k-1' };
    for (const fault of ['500', '503', '429', 'timeout; hold_ms=0']) {
      const refused = await call('POST', '/cards', {
        seed,
        body: card,
        headers: { ...headers, [FAULT]: fault },
      });
      expect(refused.status).toBeGreaterThanOrEqual(429);
    }
    expect((await call('GET', '/cards', { seed })).body.data).toHaveLength(1);
    expect((await call('GET', '/wallet/balance', { seed })).body).toEqual(wallet);
    const made = await call('POST', '/cards', { seed, body: card, headers });
    expect(made.status).toBe(201);
    expect(made.headers.get('Idempotent-Replayed')).toBeNull();
  });

  // Faulted requests are counted in the caller's budgets: sandbox-fault-budgets.test.ts (#47).

  it('refuses hostile values with a 400 in the error shape, and nothing changes', async () => {
    const { call, fundedAccount } = testService();
    const { seed } = await fundedAccount(100);
    for (const header of [
      '',
      '418',
      'teapot',
      '500 503',
      '500; hold_ms=5',
      '503; hold_ms=5',
      'timeout; retry_after=5',
      'timeout; hold_ms=10001',
      'timeout; hold_ms=-1',
      '429; retry_after=3601',
      '429; retry_after=1.5',
      '429; retry_after=1; retry_after=2',
      `timeout; hold_ms=${'9'.repeat(80)}`,
    ]) {
      const refused = await call('POST', '/cards', {
        seed,
        body: card,
        headers: { [FAULT]: header },
      });
      expect(refused.status, header).toBe(400);
      expect(refused.body).toMatchObject({ error: 'invalid_request', code: 400 });
    }
    expect((await call('GET', '/cards', { seed })).body.data).toHaveLength(1);
  });

  it('holds a timeout, then 504 (the bounds of held requests: sandbox-fault-budgets.test.ts)', async () => {
    const { call } = testService();
    const started = performance.now();
    const one = await call('GET', '/cards', { headers: { [FAULT]: 'timeout; hold_ms=60' } });
    expect(one.status).toBe(504);
    expect(one.body.message).toBe('Simulated timeout: held 60 ms, not processed.');
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
  });

  it('a fault on generate keeps generate’s own error shape', async () => {
    const { call } = testService();
    const refused = await call('POST', '/', { body: {}, headers: { [FAULT]: '500' } });
    expect(refused.status).toBe(500);
    expect(refused.body).toEqual({ success: false, error: expect.stringMatching(/Simulated/) });
  });
});

describe('faults on request, for the account’s next N requests (/sandbox/faults)', () => {
  it('answers the next 3 requests with 503, then recovers; the fault routes are never faulted', async () => {
    const { call, fundedAccount } = testService();
    const { seed } = await fundedAccount(100);
    const other = await fundedAccount(50);
    const set = await call('POST', '/sandbox/faults', {
      seed,
      body: { fault: '503', count: 3, retry_after: 2 },
    });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ fault: '503', remaining: 3, retry_after: 2, hold_ms: null });
    const first = await call('POST', '/cards', { seed, body: card });
    expect(first.status).toBe(503);
    expect(first.headers.get('Retry-After')).toBe('2');
    expect(first.body).toMatchObject({ error: 'simulated_unavailable', code: 503 });
    // Reading the faults (even with a fault header) uses none of them; another account has none.
    const read = await call('GET', '/sandbox/faults', { seed, headers: { [FAULT]: '500' } });
    expect(read.body.remaining).toBe(2);
    expect((await call('GET', '/cards', { seed: other.seed })).status).toBe(200);
    expect((await call('GET', '/wallet/balance', { seed })).status).toBe(503);
    expect((await call('GET', '/cards', { seed })).status).toBe(503);
    const after = await call('GET', '/cards', { seed });
    expect(after.status).toBe(200);
    expect(after.body.data).toHaveLength(1);
    expect((await call('GET', '/sandbox/faults', { seed })).body).toEqual({
      fault: null,
      remaining: 0,
      retry_after: null,
      hold_ms: null,
    });
  });

  it('a client can always clear: DELETE ends the faults at once', async () => {
    const { call, fundedAccount } = testService();
    const { seed } = await fundedAccount(100);
    await call('POST', '/sandbox/faults', { seed, body: { fault: '500', count: 100 } });
    expect((await call('GET', '/cards', { seed })).status).toBe(500);
    const cleared = await call('DELETE', '/sandbox/faults', { seed });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ fault: null, remaining: 0 });
    expect((await call('GET', '/cards', { seed })).status).toBe(200);
  });

  it('a timeout holds the account’s next request for hold_ms, then 504', async () => {
    const { call, fundedAccount } = testService();
    const { seed } = await fundedAccount(100);
    const set = await call('POST', '/sandbox/faults', {
      seed,
      body: { fault: 'timeout', count: 1, hold_ms: 50 },
    });
    expect(set.body).toEqual({ fault: 'timeout', remaining: 1, retry_after: null, hold_ms: 50 });
    const started = performance.now();
    const held = await call('GET', '/cards', { seed });
    expect(held.status).toBe(504);
    expect(held.body.error).toBe('simulated_timeout');
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
  });

  it('refuses a bad body with a 400, needs the seed, and leaves the faults as they were', async () => {
    const { call, fundedAccount } = testService();
    const { seed } = await fundedAccount(100);
    await call('POST', '/sandbox/faults', { seed, body: { fault: '429', count: 2 } });
    for (const body of [
      {},
      { fault: '418', count: 1 },
      { fault: '500', count: 0 },
      { fault: '500', count: 101 },
      { fault: '500', count: 1.5 },
      { fault: '500', count: '3' },
      { fault: '500', count: 1, retry_after: 5 },
      { fault: '429', count: 1, hold_ms: 5 },
      { fault: '429', count: 1, retry_after: 3601 },
      { fault: 'timeout', count: 1, hold_ms: 10_001 },
      { fault: '500', count: 1, extra: true },
    ]) {
      const refused = await call('POST', '/sandbox/faults', { seed, body });
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.error).toMatch(/^invalid_/);
    }
    expect(
      (await call('POST', '/sandbox/faults', { body: { fault: '500', count: 1 } })).status,
    ).toBe(401);
    expect((await call('GET', '/sandbox/faults', { seed })).body).toEqual({
      fault: '429',
      remaining: 2,
      retry_after: 1,
      hold_ms: null,
    });
  });
});
