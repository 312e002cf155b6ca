// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH } from '../../contract/base-paths';
import { roundRobin } from '../../test/round-robin';
import { call, fundedAccount, startApi, webhookReceiver, type Api } from '../../test/api-process';
import { startPostgres, type TestPostgres } from '../../test/postgres-server';

/**
 * npm run api with DATABASE_URL (issue #52 item 2, decision 047): three instances on one real
 * PostgreSQL behind one round-robin proxy, as a hosted sandbox runs them.
 */
describe('the sandbox on PostgreSQL: three instances behind one proxy (over real HTTP)', () => {
  let postgres: TestPostgres;
  let proxy: Awaited<ReturnType<typeof roundRobin>>;
  const instances: Api[] = [];
  const base = () => `${proxy.origin}${API_BASE_PATH}`;

  beforeAll(async () => {
    postgres = await startPostgres();
    const url = await postgres.createDatabase('sandbox');
    const env = { DATABASE_URL: url };
    // All three start together: each runs the migrations at start.
    instances.push(
      ...(await Promise.all(
        [1, 2, 3].map(() =>
          startApi(['--quiet', '--no-rate-limits', '--allow-private-webhooks'], env),
        ),
      )),
    );
    proxy = await roundRobin(instances.map((i) => `http://127.0.0.1:${i.port}`));
  }, 60_000);
  afterAll(async () => {
    await proxy?.close();
    for (const instance of instances) await instance.stop();
    await postgres?.stop();
  });

  it('three instances starting together migrate once', () => {
    const lines = instances.map(
      (i) => /migrations applied now: ([^.]+)\./.exec(i.logs.join(''))?.[1],
    );
    expect(lines.sort()).toEqual(['1, 2', 'none', 'none']);
  });

  it('200 concurrent funds and withdraws spread over the instances conserve every cent', async () => {
    const { seed, cardId } = await fundedAccount(base(), 1000);
    const money = async () => {
      const wallet = await call(base(), 'GET', '/wallet/balance', { seed });
      const card = await call(base(), 'GET', `/cards/${cardId}`, { seed });
      return { wallet: wallet.body.balance as number, card: card.body.balance as number };
    };
    const before = await money();
    let moved = 0; // cents onto the card, as the answers acknowledged
    const served = proxy.served.length;
    await Promise.all(
      Array.from({ length: 200 }, async (_, i) => {
        const fund = i % 2 === 0;
        const cents = 100 + (i % 7);
        const answer = await call(
          base(),
          'POST',
          `/cards/${cardId}/${fund ? 'fund' : 'withdraw'}`,
          {
            seed,
            key: `race-${i}`,
            body: { amount: cents / 100 },
          },
        );
        if (answer.status === 200) moved += fund ? cents : -cents;
        else expect(answer.status, JSON.stringify(answer.body)).toBe(400); // more than it holds
      }),
    );
    const spread = new Set(proxy.served.slice(served).map((s) => s.upstream));
    expect(spread.size).toBe(3);
    const after = await money();
    const cents = (usd: number) => Math.round(usd * 100);
    expect(cents(after.card) - cents(before.card)).toBe(moved);
    expect(cents(after.wallet) + cents(after.card)).toBe(cents(before.wallet) + cents(before.card));
  }, 60_000);

  it('an idempotency key is shared: the same key through two instances has one effect', async () => {
    const { seed, cardId } = await fundedAccount(base(), 100);
    const fund = () =>
      call(base(), 'POST', `/cards/${cardId}/fund`, { seed, key: 'once', body: { amount: 5 } });
    const before = (await call(base(), 'GET', `/cards/${cardId}`, { seed })).body.balance;
    const [first, second] = await Promise.all([fund(), fund()]);
    const upstreams = proxy.served.slice(-2).map((s) => s.upstream);
    expect(new Set(upstreams).size).toBe(2);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(
      [first.headers.get('idempotent-replayed'), second.headers.get('idempotent-replayed')].sort(),
    ).toEqual([null, 'true'].sort());
    expect(second.body).toEqual(first.body);
    const after = (await call(base(), 'GET', `/cards/${cardId}`, { seed })).body.balance;
    expect(after).toBe(before + 5);
  }, 30_000);

  it('a webhook registered through one instance receives what another committed, once', async () => {
    const receiver = await webhookReceiver();
    try {
      const { seed, cardId } = await fundedAccount(base(), 100);
      const hook = await call(base(), 'POST', '/webhooks', {
        seed,
        body: { url: receiver.url, events: ['*'] },
      });
      expect(hook.status).toBe(201);
      const registeredOn = proxy.served.at(-1)!.upstream;
      const fund = await call(base(), 'POST', `/cards/${cardId}/fund`, {
        seed,
        body: { amount: 2 },
      });
      expect(fund.status).toBe(200);
      expect(proxy.served.at(-1)!.upstream).not.toBe(registeredOn);
      await expect
        .poll(() => receiver.received.filter((r) => r.body.includes(cardId)).length)
        .toBeGreaterThan(0);
      const ids = receiver.received.map((r) => r.id);
      expect(new Set(ids).size).toBe(ids.length);
    } finally {
      await receiver.close();
    }
  }, 30_000);
});
