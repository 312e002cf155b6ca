// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH } from '../../contract/base-paths';
import { roundRobin } from '../../test/round-robin';
import { call, fundedAccount, startApi, type Api } from '../../test/api-process';
import { startPostgres, type TestPostgres } from '../../test/postgres-server';

/**
 * Rate limits on PostgreSQL (issue #52 item 2, decision 047): three `npm run api` instances
 * behind one round-robin proxy allow each limit once, not three times.
 */
describe('rate limits shared by three instances on PostgreSQL (over real HTTP)', () => {
  let postgres: TestPostgres;
  let proxy: Awaited<ReturnType<typeof roundRobin>>;
  const instances: Api[] = [];
  const base = () => `${proxy.origin}${API_BASE_PATH}`;
  let account: { seed: string; cardId: string };

  beforeAll(async () => {
    postgres = await startPostgres();
    const env = {
      DATABASE_URL: await postgres.createDatabase('limits'),
      SANDBOX_SIGNUPS_PER_MINUTE: '6',
    };
    instances.push(...(await Promise.all([1, 2, 3].map(() => startApi(['--quiet'], env)))));
    proxy = await roundRobin(instances.map((i) => `http://127.0.0.1:${i.port}`));
    account = await fundedAccount(base()); // the first of the six sign-ups of this minute
  }, 60_000);
  afterAll(async () => {
    await proxy?.close();
    for (const instance of instances) await instance.stop();
    await postgres?.stop();
  });

  it('the sign-up ceiling (6 a minute) allows 6 through three instances, not 18', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const answer = await call(base(), 'POST', '/', { body: { card: 'visa', asset: 'BTC' } });
      statuses.push(answer.status);
      if (answer.status === 429)
        expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(new Set(proxy.served.map((s) => s.upstream)).size).toBe(3);
    // One was the account made before; 5 more, then every other one refused.
    expect(statuses.filter((s) => s !== 429)).toHaveLength(5);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
  }, 30_000);

  it("an account's card-details reads (30 a minute) are counted across the instances", async () => {
    const { seed, cardId } = account;
    const statuses = await Promise.all(
      Array.from({ length: 45 }, () =>
        call(base(), 'GET', `/cards/${cardId}/details`, { seed }).then((answer) => answer.status),
      ),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
  }, 60_000);
});
