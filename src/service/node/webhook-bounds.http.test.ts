// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { call, fundedAccount, startApi } from '../../test/api-process';
import { answering, deliveries, trigger } from '../../test/webhook-targets';

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const settled = async (base: string, seed: string) =>
  (await deliveries(base, seed)).every((d) => d.status !== 'pending');

/** Issue #47 item 2 over real HTTP (decision 015): what one URL can receive from one account. */
describe('webhook delivery bounds (npm run api)', () => {
  it('one webhook per URL per account: 50 triggers make 50 POSTs to it, not one per copy', async () => {
    const receiver = await answering(204);
    cleanups.push(receiver.close);
    const api = await startApi(['--quiet', '--allow-private-webhooks']);
    cleanups.push(api.stop);
    const { seed } = await fundedAccount(api.base);
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const answer = await call(api.base, 'POST', '/webhooks', {
        seed,
        body: { url: receiver.url, events: ['deposit.pending'] },
      });
      statuses.push(answer.status);
      if (i > 0) expect(answer.body).toMatchObject({ error: 'limit_reached', code: 409 });
    }
    expect(statuses).toEqual([201, ...Array<number>(19).fill(409)]);
    expect((await call(api.base, 'GET', '/webhooks', { seed })).body.data).toHaveLength(1);
    await trigger(api.base, seed, 'deposit.pending', 50);
    await expect.poll(() => settled(api.base, seed), { timeout: 10_000 }).toBe(true);
    expect(receiver.arrivals).toHaveLength(50);
  }, 40_000);

  it('a failing host is backed off: each POST to it waits longer after the one before', async () => {
    const receiver = await answering(503);
    cleanups.push(receiver.close);
    const api = await startApi(['--quiet', '--allow-private-webhooks'], {
      SANDBOX_WEBHOOK_RETRY_MS: '10,10,10',
      SANDBOX_WEBHOOK_HOST_BACKOFF_MS: '40,160',
    });
    cleanups.push(api.stop);
    const { seed } = await fundedAccount(api.base);
    await call(api.base, 'POST', '/webhooks', {
      seed,
      body: { url: receiver.url, events: ['deposit.pending'] },
    });
    await trigger(api.base, seed, 'deposit.pending', 3);
    await expect.poll(() => settled(api.base, seed), { timeout: 10_000 }).toBe(true);
    // 3 deliveries, 4 attempts each (1 + 3 retries), never two at once to the failing host.
    expect(receiver.arrivals).toHaveLength(12);
    const gaps = receiver.arrivals.slice(1).map((at, i) => at - receiver.arrivals[i]!);
    // Before the first failure is known a second POST may already be on its way (2 slots per
    // account); after it, each waits 40 ms, doubling to 160 ms (less 2 ms of timer rounding).
    expect(gaps.filter((gap) => gap < 38).length, gaps.join(' ')).toBeLessThanOrEqual(1);
    expect(gaps.filter((gap) => gap >= 158).length, gaps.join(' ')).toBeGreaterThanOrEqual(6);
  }, 40_000);
});
