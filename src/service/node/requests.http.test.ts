// @vitest-environment node
import { request } from 'node:http';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, fundedAccount, startApi, type Api } from '../../test/api-process';

/** Streams `megabytes` of chunked body; resolves with the status (or the socket error's code). */
function streamBody(api: Api, path: string, megabytes: number, seed?: string) {
  const chunk = Buffer.alloc(64 * 1024, 'a');
  let sent = 0;
  const body = new Readable({
    read() {
      sent += chunk.length;
      this.push(sent > megabytes * 1024 * 1024 ? null : chunk);
    },
  });
  return new Promise<{ status: number | string; body: string; sentMb: number }>((resolve) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: api.port,
        path: `/v1/api${path}`,
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(seed ? { 'X-Seed': seed } : {}) },
      },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => {
          body.destroy();
          resolve({ status: res.statusCode ?? 0, body: text, sentMb: sent / 2 ** 20 });
        });
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ status: error.code ?? 'error', body: '', sentMb: sent / 2 ** 20 }),
    );
    body.pipe(req);
  });
}

describe('requests the server must refuse without harm (npm run api)', () => {
  let api: Api;
  beforeAll(async () => {
    api = await startApi(['--quiet']);
  }, 30_000);
  // Stopped here, not left to the process-exit hook: a test worker that is torn down never exits
  // normally, and its server would outlive the run.
  afterAll(() => api.stop());

  it('a 600 MB chunked body is refused with 413 and memory stays flat', async () => {
    const before = api.rssMb();
    const answer = await streamBody(api, '/', 600);
    const after = api.rssMb();
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ success: false });
    expect(after - before).toBeLessThan(50);
    console.log(
      `600 MB upload: answered ${answer.status} after ${answer.sentMb.toFixed(1)} MB sent; RSS ${before.toFixed(0)} → ${after.toFixed(0)} MB`,
    );
    // And with a seed, on a route that takes a body.
    const { seed } = await fundedAccount(api.base);
    const onCards = await streamBody(api, '/cards', 600, seed);
    expect(onCards.status).toBe(413);
    expect(JSON.parse(onCards.body)).toMatchObject({ error: 'payload_too_large', code: 413 });
    expect(api.rssMb() - before).toBeLessThan(50);
  }, 60_000);

  it('a body on a route that takes none is a 400 and changes nothing', async () => {
    const { seed, cardId } = await fundedAccount(api.base);
    const deposit = await call(api.base, 'POST', '/sandbox/deposits', {
      seed,
      body: { currency: 'btc', amount_usd: 100 },
    });
    const confirm = await call(api.base, 'POST', `/sandbox/deposits/${deposit.body.id}/confirm`, {
      seed,
      rawBody: 'x'.repeat(200 * 1024),
    });
    expect(confirm.status).toBe(400);
    const terminate = await call(api.base, 'DELETE', `/cards/${cardId}`, {
      seed,
      rawBody: 'not json',
    });
    expect(terminate.status).toBe(400);
    expect(terminate.body).toMatchObject({ error: 'invalid_request', code: 400 });
    const card = await call(api.base, 'GET', `/cards/${cardId}`, { seed });
    expect(card.body.status).toBe('active');
    const deposits = await call(api.base, 'GET', '/wallet/deposits', { seed });
    const same = deposits.body.data.find((d: { id: string }) => d.id === deposit.body.id);
    expect(same.status).toBe('pending');
  });

  it('TRACE is a 405 in the error shape, never a 500 or a stack trace', async () => {
    const { seed } = await fundedAccount(api.base);
    const trace = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port: api.port,
          path: '/v1/api/cards',
          method: 'TRACE',
          headers: { 'X-Seed': seed },
        },
        (res) => {
          let text = '';
          res.on('data', (c: Buffer) => (text += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(trace.status).toBe(405);
    expect(JSON.parse(trace.body)).toMatchObject({ error: 'method_not_allowed', code: 405 });
    expect(api.logs.join('')).not.toMatch(/at .*\.ts:\d+|TypeError/);
  });

  it('answers that carry secrets (and every other) say Cache-Control: no-store', async () => {
    const { seed, cardId } = await fundedAccount(api.base);
    const answers = [
      await call(api.base, 'POST', '/', { body: {} }),
      await call(api.base, 'GET', `/cards/${cardId}/details`, { seed }),
      await call(api.base, 'POST', '/webhooks', {
        seed,
        body: { url: 'https://example.com/hook', events: ['*'] },
      }),
      await call(api.base, 'GET', '/cards/nope', { seed }),
    ];
    for (const answer of answers) expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('spending_limit is a number: 0 without a limit; PATCH null or 0 removes one', async () => {
    const { seed, cardId } = await fundedAccount(api.base);
    const fresh = await call(api.base, 'GET', `/cards/${cardId}`, { seed });
    expect(fresh.body.spending_limit).toBe(0);
    const set = await call(api.base, 'PATCH', `/cards/${cardId}`, {
      seed,
      body: { spending_limit: 250 },
    });
    expect(set.body.spending_limit).toBe(250);
    const removed = await call(api.base, 'PATCH', `/cards/${cardId}`, {
      seed,
      body: { spending_limit: null },
    });
    expect(removed.status).toBe(200);
    expect(removed.body.spending_limit).toBe(0);
    await call(api.base, 'PATCH', `/cards/${cardId}`, { seed, body: { spending_limit: 90 } });
    const zero = await call(api.base, 'PATCH', `/cards/${cardId}`, {
      seed,
      body: { spending_limit: 0 },
    });
    expect(zero.body.spending_limit).toBe(0);
  });

  it('a request line over 16 KiB gets 431 with the error body', async () => {
    const answer = await call(api.base, 'GET', `/cards?label=${'a'.repeat(20_000)}`);
    expect(answer.status).toBe(431);
    expect(answer.body).toMatchObject({ error: 'headers_too_large', code: 431 });
    expect(answer.body.request_id).toMatch(/^req_/);
  });
});
