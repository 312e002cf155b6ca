// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { call, fundedAccount, startApi, webhookReceiver } from '../../test/api-process';
import { deliveries, tarpit, trigger } from '../../test/webhook-targets';

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/**
 * Issue #47 item 2 over real HTTP (decision 015): one account's slow endpoints hold its own
 * deliveries only. Account queues are served round-robin, each holding at most 2 of the 8 slots.
 */
describe('webhook delivery between accounts (npm run api)', () => {
  it("another account's event arrives within 5 s while 20 webhooks of one account wait on a tarpit", async () => {
    const pit = await tarpit();
    cleanups.push(pit.close);
    const receiver = await webhookReceiver();
    cleanups.push(receiver.close);
    // The default timeout (5 s) and retries: nothing here waits for them.
    const api = await startApi(['--quiet', '--allow-private-webhooks']);
    cleanups.push(api.stop);
    const a = await fundedAccount(api.base);
    for (let i = 0; i < 20; i++) {
      const hook = await call(api.base, 'POST', '/webhooks', {
        seed: a.seed,
        body: { url: pit.url(`/a${i}`), events: ['deposit.pending'] },
      });
      expect(hook.status).toBe(201);
    }
    await trigger(api.base, a.seed, 'deposit.pending', 100); // 2,000 deliveries

    const b = await fundedAccount(api.base);
    await call(api.base, 'POST', '/webhooks', {
      seed: b.seed,
      body: { url: receiver.url, events: ['deposit.pending'] },
    });
    const sent = Date.now();
    await trigger(api.base, b.seed, 'deposit.pending', 1);
    await expect.poll(() => receiver.received.length, { timeout: 5000, interval: 20 }).toBe(1);
    expect(Date.now() - sent).toBeLessThan(5000);
    // Account A holds at most 2 connections; past 100 waiting, its deliveries are not queued.
    expect(pit.seen.connections).toBeLessThanOrEqual(2);
    const log = await deliveries(api.base, a.seed);
    expect(log.some((d) => d.status === 'failed' && /waiting/.test(d.error ?? ''))).toBe(true);
  }, 40_000);

  it("a deleted webhook's queued deliveries are not sent", async () => {
    const pit = await tarpit();
    cleanups.push(pit.close);
    const api = await startApi(['--quiet', '--allow-private-webhooks'], {
      SANDBOX_WEBHOOK_TIMEOUT_MS: '2000',
      SANDBOX_WEBHOOK_RETRY_MS: '100,100,100',
    });
    cleanups.push(api.stop);
    const { seed } = await fundedAccount(api.base);
    const hook = await call(api.base, 'POST', '/webhooks', {
      seed,
      body: { url: pit.url('/hook'), events: ['deposit.pending'] },
    });
    await trigger(api.base, seed, 'deposit.pending', 10);
    // Deleted while its first POSTs hang at the tarpit (each for up to 2 s) and the rest wait.
    await expect.poll(() => pit.seen.connections, { timeout: 5000 }).toBeGreaterThan(0);
    const deleted = await call(api.base, 'DELETE', `/webhooks/${hook.body.id}`, { seed });
    expect(deleted.status).toBe(200);
    const pending = async () =>
      (await deliveries(api.base, seed)).filter((d) => d.status === 'pending').length;
    await expect.poll(pending, { timeout: 20_000 }).toBe(0);
    const log = await deliveries(api.base, seed);
    expect(log).toHaveLength(10);
    expect(log.filter((d) => d.error === 'webhook removed')).toHaveLength(10);
    // Only what was in flight at the deletion went out: at most the account's 2 slots.
    const sent = log.reduce((sum, d) => sum + d.attempts, 0);
    expect(pit.seen.connections).toBe(sent);
    expect(sent).toBeLessThanOrEqual(2);
  }, 40_000);
});
