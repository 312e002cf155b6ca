import { describe, expect, it } from 'vitest';
import { MAX_HELD, MAX_HELD_PER_CALLER } from './http/faults';
import { BASE, testService } from './testing';

const FAULT = 'X-Sandbox-Fault';
const HOLD = { [FAULT]: 'timeout; hold_ms=400' };

/** Issue #47 item 10: faults count in the caller's budgets, and hold in the caller's own slots. */
describe('faults on request, within each caller’s budgets (decision 024)', () => {
  it('counts faulted requests in the account’s rate budget; another account keeps its own', async () => {
    const { call, fundedAccount } = testService({ limits: { perMinute: 40 } });
    const { seed } = await fundedAccount(100);
    const other = await fundedAccount(100);
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++)
      statuses.push((await call('GET', '/cards', { seed, headers: { [FAULT]: '503' } })).status);
    expect(statuses).toContain(503);
    const after = await call('GET', '/cards', { seed });
    expect(after.status).toBe(429);
    expect(after.body).toMatchObject({ error: 'rate_limited', code: 429 });
    expect(Number(after.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await call('GET', '/cards', { seed: other.seed })).status).toBe(200);
  });

  it('counts a client address’s faulted requests without a seed; another address keeps its own', async () => {
    const { service } = testService({ limits: { perMinute: 40 } });
    const from = async (address: string) => {
      const request = new Request(`${BASE}/cards`, { headers: { [FAULT]: '500' } });
      const answer = await service.handle(request, { address });
      return { status: answer.status, body: (await answer.json()) as { error: string } };
    };
    for (let i = 0; i < 40; i++) expect((await from('203.0.113.7')).status).toBe(500);
    expect(await from('203.0.113.7')).toMatchObject({
      status: 429,
      body: { error: 'rate_limited' },
    });
    expect((await from('203.0.113.8')).status).toBe(500);
  });

  it('holds at most MAX_HELD_PER_CALLER of one account’s timeouts; another account is still held', async () => {
    const { call, fundedAccount } = testService();
    const { seed } = await fundedAccount(100);
    const other = await fundedAccount(100);
    const mine = Array.from({ length: MAX_HELD_PER_CALLER }, () =>
      call('GET', '/cards', { seed, headers: HOLD }),
    );
    // Answered at once, not held: its words say so (a time bound would cry wolf on a loaded machine).
    const extra = await call('GET', '/cards', { seed, headers: HOLD });
    expect(extra.status).toBe(504);
    expect(extra.body.message).toMatch(/4 of your requests are already held/);
    // The other account's timeout is held as asked: the first account took only its own slots.
    const otherStart = performance.now();
    const theirs = await call('GET', '/cards', { seed: other.seed, headers: HOLD });
    expect(theirs.status).toBe(504);
    expect(theirs.body.message).toMatch(/held 400 ms/);
    expect(performance.now() - otherStart).toBeGreaterThanOrEqual(350);
    expect((await Promise.all(mine)).map((r) => r.status)).toEqual(
      Array(MAX_HELD_PER_CALLER).fill(504),
    );
  });

  it('holds at most MAX_HELD in all: past it, a new caller’s timeout answers at once', async () => {
    const { service } = testService();
    const hold = async (address: string) => {
      const answer = await service.handle(new Request(`${BASE}/cards`, { headers: HOLD }), {
        address,
      });
      return (await answer.json()) as { message: string };
    };
    const callers = MAX_HELD / MAX_HELD_PER_CALLER;
    const held = Array.from({ length: MAX_HELD }, (_, i) => hold(`198.51.100.${i % callers}`));
    expect((await hold('198.51.100.200')).message).toMatch(/64 requests are already held/);
    for (const answer of await Promise.all(held)) expect(answer.message).toMatch(/held 400 ms/);
  });
});
