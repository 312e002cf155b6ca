// @vitest-environment node
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, fundedAccount, startApi, type Api } from '../../test/api-process';

/** POST / from a chosen loopback address (127.0.0.x are all this machine on Linux). */
function generateFrom(api: Api, localAddress: string, key?: string) {
  return new Promise<{ status: number; body: { seed?: string } }>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: api.port,
        path: '/v1/api/',
        method: 'POST',
        localAddress,
        headers: {
          'Content-Type': 'application/json',
          ...(key ? { 'X-Idempotency-Key': key } : {}),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    req.end('{}');
  });
}

describe('rate limits over HTTP hold whatever the path spelling (npm run api)', () => {
  let api: Api;
  beforeAll(async () => {
    api = await startApi(['--quiet']);
  }, 30_000);
  // Stopped here, not left to the process-exit hook: a test worker that is torn down never exits
  // normally, and its server would outlive the run.
  afterAll(() => api.stop());

  it('card details: after 30 reads a minute, no spelling of the path returns the PAN', async () => {
    const { seed, cardId } = await fundedAccount(api.base);
    for (let i = 0; i < 30; i++)
      expect((await call(api.base, 'GET', `/cards/${cardId}/details`, { seed })).status).toBe(200);
    const spellings = [
      `/cards/${cardId}/details`,
      `/cards/${cardId}/detail%73`,
      `/cards/${cardId}/%64etails`,
      `//cards/${cardId}//details/`,
      `/cards/${encodeURIComponent(cardId)}/details`,
    ];
    for (const path of spellings) {
      const answer = await call(api.base, 'GET', path, { seed });
      expect(answer.status, path).toBe(429);
      expect(answer.body.error).toBe('rate_limited');
      expect(JSON.stringify(answer.body)).not.toMatch(/card_number|cvv/);
    }
    // The old bypass: `//x/cards` made the router see host "x" and path /cards.
    const hostTrick = await call(
      api.base.replace('/v1/api', '/v1/api//x'),
      'GET',
      `/cards/${cardId}/details`,
      { seed },
    );
    expect(hostTrick.status).not.toBe(200);
  }, 30_000);

  it('card creation: past 50 a minute, /card%73 and //cards are refused too', async () => {
    const { seed } = await fundedAccount(api.base, 2000);
    const created = await Promise.all(
      Array.from({ length: 50 }, () =>
        call(api.base, 'POST', '/cards', { seed, body: { bin_id: '485932', amount: 1 } }),
      ),
    );
    expect(created.filter((r) => r.status === 201)).toHaveLength(50);
    for (const path of ['/cards', '/card%73', '//cards', '/%63ards/']) {
      const answer = await call(api.base, 'POST', path, {
        seed,
        body: { bin_id: '485932', amount: 1 },
      });
      expect(answer.status, path).toBe(429);
    }
    const list = await call(api.base, 'GET', '/cards?per_page=100', { seed });
    expect(list.body.data).toHaveLength(51); // 50 + the one from generate
  }, 30_000);

  it('encoded slashes, dot segments and bad escapes are a 400 in the error shape', async () => {
    const { seed, cardId } = await fundedAccount(api.base);
    for (const path of [
      `/cards/${cardId}%2Fdetails`,
      '/cards/%2e%2e%2fwallet',
      '/cards/%E0%A4%A',
    ]) {
      const answer = await call(api.base, 'GET', path, { seed });
      expect(answer.status, path).toBeGreaterThanOrEqual(400);
      expect(answer.status, path).toBeLessThan(500);
      expect(answer.body).toMatchObject({ code: answer.status });
    }
  });

  it('anonymous callers are limited per client address: 50 generates a minute, 1,000 requests', async () => {
    const first = await Promise.all(
      Array.from({ length: 50 }, () => generateFrom(api, '127.0.0.5')),
    );
    expect(first.every((r) => r.status === 200)).toBe(true);
    const refused = await generateFrom(api, '127.0.0.5');
    expect(refused.status).toBe(429);
    // Another client is not affected.
    expect((await generateFrom(api, '127.0.0.6')).status).toBe(200);

    // Wrong seeds count against the address too: 1,000 a minute, then 429.
    let statuses: number[] = [];
    for (let batch = 0; batch < 11; batch++)
      statuses = statuses.concat(
        await Promise.all(
          Array.from({ length: 100 }, () =>
            fetch(`${api.base}/cards`, { headers: { 'X-Seed': 'AAAA-BBBB-CCCC-DDDD' } }).then(
              (r) => r.status,
            ),
          ),
        ),
      );
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(1000);
    expect(statuses.at(-1)).toBe(429);
  }, 60_000);

  it('a generate key replays no seed, to another client or the same one (decision 014)', async () => {
    const mine = await generateFrom(api, '127.0.0.7', 'same-key');
    const again = await generateFrom(api, '127.0.0.7', 'same-key');
    const other = await generateFrom(api, '127.0.0.8', 'same-key');
    // Behind a proxy or a NAT one address is many people: a retried sign-up is a new account.
    expect(again.status).toBe(200);
    expect(again.body.seed).not.toBe(mine.body.seed);
    expect(other.status).toBe(200);
    expect(other.body.seed).not.toBe(mine.body.seed);
  });
});
