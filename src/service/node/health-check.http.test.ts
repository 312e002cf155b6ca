// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, fundedAccount, startApi, type Api } from '../../test/api-process';
import { startPostgres, type TestPostgres } from '../../test/postgres-server';

/**
 * The health check README's "A hosted sandbox" gives a load balancer (issue #52 item 4):
 * `GET /v1/api/openapi.json` says the process answers and does not query the database, so a
 * database outage does not take every instance out of the pool at once (as decision 046's
 * /healthz for the alerts); the accounts' requests answer 503 meanwhile (decision 047).
 */
describe('npm run api on PostgreSQL: the health check', () => {
  let postgres: TestPostgres;
  let api: Api;

  beforeAll(async () => {
    postgres = await startPostgres();
    const url = await postgres.createDatabase('health');
    api = await startApi(['--quiet', '--no-rate-limits'], { DATABASE_URL: url });
  }, 60_000);
  afterAll(async () => {
    await api?.stop();
    await postgres?.stop();
  });

  it('answers 200 while the database is down, when an account is answered 503', async () => {
    const { seed } = await fundedAccount(api.base, 100);
    await postgres.stopServer();
    try {
      const health = await call(api.base, 'GET', '/openapi.json');
      expect(health.status).toBe(200);
      expect(health.body.openapi).toBe('3.1.0');
      const account = await call(api.base, 'GET', '/wallet/balance', { seed });
      expect(account.status).toBe(503);
      expect(account.body).toMatchObject({ error: 'sandbox_unavailable' });
    } finally {
      await postgres.startServer();
    }
    await expect
      .poll(async () => (await call(api.base, 'GET', '/wallet/balance', { seed })).status, {
        timeout: 15_000,
      })
      .toBe(200);
  }, 60_000);
});
