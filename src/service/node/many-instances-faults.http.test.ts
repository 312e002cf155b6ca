// @vitest-environment node
import pg from 'pg';
import { seedHash } from '../domain/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH } from '../../contract/base-paths';
import { call, fundedAccount, startApi, type Api } from '../../test/api-process';
import { startPostgres, type TestPostgres } from '../../test/postgres-server';
import { roundRobin } from '../../test/round-robin';

/**
 * npm run api with DATABASE_URL when things fail (issue #52 item 3, decision 047): an instance
 * killed mid-burst, the database stopped and started under running instances.
 */
describe('the sandbox on PostgreSQL: an instance killed, the database restarted', () => {
  let postgres: TestPostgres;
  const instances: Api[] = [];
  let url = '';
  const at = (i: number) => `http://127.0.0.1:${instances[i]!.port}${API_BASE_PATH}`;

  beforeAll(async () => {
    postgres = await startPostgres();
    url = await postgres.createDatabase('sandbox');
    const env = { DATABASE_URL: url };
    instances.push(
      ...(await Promise.all([1, 2, 3].map(() => startApi(['--quiet', '--no-rate-limits'], env)))),
    );
  }, 60_000);
  afterAll(async () => {
    for (const instance of instances.slice(1)) await instance.stop();
    await postgres?.stop();
  });

  it('kill -9 of one instance mid-burst loses nothing acknowledged and doubles nothing', async () => {
    const proxy = await roundRobin(instances.map((i) => `http://127.0.0.1:${i.port}`));
    const base = `${proxy.origin}${API_BASE_PATH}`;
    const { seed, cardId } = await fundedAccount(base, 1000);
    const balance = async () =>
      (await call(at(1), 'GET', `/cards/${cardId}`, { seed })).body.balance as number;
    const before = await balance();
    const fund = (url: string, key: string) =>
      call(url, 'POST', `/cards/${cardId}/fund`, { seed, key, body: { amount: 1 } });
    const acknowledged: string[] = [];
    let killed = false;
    await Promise.all(
      Array.from({ length: 150 }, async (_, i) => {
        try {
          const answer = await fund(base, `burst-${i}`);
          if (answer.status === 200) acknowledged.push(`burst-${i}`);
        } catch {
          // the connection died with the instance
        }
        if (acknowledged.length >= 40 && !killed) {
          killed = true;
          instances[0]!.proc.kill('SIGKILL');
        }
      }),
    );
    await proxy.close();
    expect(killed).toBe(true);
    expect(acknowledged.length).toBeGreaterThanOrEqual(40);
    // Every acknowledged funding is kept: through a surviving instance its key replays.
    for (const key of acknowledged)
      expect(
        (await fund(at(1 + (acknowledged.indexOf(key) % 2)), key)).headers.get(
          'idempotent-replayed',
        ),
        key,
      ).toBe('true');
    // Every key sent once more: each has moved one dollar, exactly once.
    for (let i = 0; i < 150; i++) expect((await fund(at(2), `burst-${i}`)).status).toBe(200);
    expect((await balance()) - before).toBe(150);
    // 150 fundings at once, then up to 300 one by one: 20 s in a clean clone's run, 35 s in another
    // beside Playwright (decision 033 tenth pass).
  }, 120_000);

  it("a held timeout fault does not hold the account's other requests (its turn starts after)", async () => {
    const { seed } = await fundedAccount(at(1), 100);
    let heldAnswered = false;
    const held = fetch(`${at(1)}/cards`, {
      headers: { 'X-Seed': seed, 'X-Sandbox-Fault': 'timeout; hold_ms=3000' },
    }).then((answer) => {
      heldAnswered = true;
      return answer.status;
    });
    const wallet = await call(at(1), 'GET', '/wallet/balance', { seed });
    expect(wallet.status).toBe(200);
    expect(heldAnswered).toBe(false);
    expect(await held).toBe(504);
  }, 30_000);

  it('the database stopped: clear 503s in the error shape; started again: served, no restart', async () => {
    const { seed, cardId } = await fundedAccount(at(1), 100);
    await postgres.stopServer();
    for (const i of [1, 2]) {
      const refused = await call(at(i), 'POST', `/cards/${cardId}/fund`, {
        seed,
        body: { amount: 1 },
      });
      expect(refused.status).toBe(503);
      expect(refused.body).toMatchObject({ error: 'sandbox_unavailable', code: 503 });
      expect(refused.body.request_id).toMatch(/^req_/);
      expect(refused.headers.get('retry-after')).toBe('2');
      const signup = await call(at(i), 'POST', '/', { body: { card: 'visa', asset: 'BTC' } });
      expect(signup.status).toBe(503);
    }
    await postgres.startServer();
    const card = await call(at(2), 'GET', `/cards/${cardId}`, { seed });
    expect(card.status).toBe(200);
    const funded = await call(at(1), 'POST', `/cards/${cardId}/fund`, {
      seed,
      body: { amount: 1 },
    });
    expect(funded.status).toBe(200);
    expect((await call(at(2), 'GET', `/cards/${cardId}`, { seed })).body.balance).toBe(
      card.body.balance + 1,
    );
  }, 60_000);

  it('an account whose row is not JSON is set apart (503), and served again once repaired', async () => {
    const { seed, cardId } = await fundedAccount(at(1), 100);
    const db = new pg.Client(url);
    await db.connect();
    try {
      const where = 'WHERE seed_hash = $1 AND kind = $2 AND id = $3';
      const key = [seedHash(seed), 'cards', cardId];
      const { rows } = await db.query(`SELECT data FROM sandbox_records ${where}`, key);
      await db.query(`UPDATE sandbox_records SET data = 'not json' ${where}`, key);
      const refused = await call(at(2), 'GET', `/cards/${cardId}`, { seed });
      expect(refused.status).toBe(503);
      expect(refused.body.error).toBe('account_quarantined');
      await db.query(`UPDATE sandbox_records SET data = $4 ${where}`, [...key, rows[0].data]);
      expect((await call(at(2), 'GET', `/cards/${cardId}`, { seed })).status).toBe(200);
    } finally {
      await db.end();
    }
  }, 30_000);
});
