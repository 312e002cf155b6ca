import { describe, expect, it } from 'vitest';
import type { ApiError } from './errors';
import { parseRetryAfter } from './errors';
import { generateResponseSchema, fundResultSchema } from '../contract';
import { json, setup } from '../test/client-setup';
import { samples } from '../test/samples';

describe('ApiClient error mapping', () => {
  it('maps the error body to ApiError fields', async () => {
    const { client } = setup([json(samples.errorBody, 400)]);
    const error = (await client
      .request(fundResultSchema, { method: 'POST', path: '/x', body: {} })
      .catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({
      status: 400,
      code: 'insufficient_funds',
      message: 'Wallet balance is too low.',
      requestId: 'req_1',
    });
  });

  it("maps generate's { success: false, error } body", async () => {
    const { client } = setup([json(samples.rootError, 500)]);
    const error = (await client
      .request(generateResponseSchema, {
        method: 'POST',
        path: '/',
        body: {},
        auth: false,
        rootErrors: true,
      })
      .catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({
      status: 500,
      code: 'generate_failed',
      message: 'Unsupported asset',
    });
  });

  it('signals the end of the session on 401', async () => {
    const { client, onSessionEnded } = setup([
      json(
        { error: 'unauthorized', message: 'Unknown seed.', code: 401, request_id: 'req_9' },
        401,
      ),
    ]);
    const error = (await client
      .request(fundResultSchema, { path: '/wallet/balance' })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.isUnauthorized).toBe(true);
    expect(onSessionEnded).toHaveBeenCalledWith(error);
  });

  it('exposes Retry-After on 429', async () => {
    const { client } = setup([
      json({ error: 'rate_limited', message: 'Slow down.', code: 429, request_id: 'req_2' }, 429, {
        'Retry-After': '17',
      }),
    ]);
    const error = (await client
      .request(fundResultSchema, { path: '/cards/card_1/details' })
      .catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ status: 429, retryAfterSeconds: 17, isRateLimited: true });
  });

  it('turns a non-JSON body into a clear error', async () => {
    const { client } = setup([new Response('<html>Bad gateway</html>', { status: 502 })]);
    const error = (await client
      .request(fundResultSchema, { path: '/wallet/balance' })
      .catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ status: 502, code: 'invalid_response' });
    expect(error.message).toContain('not JSON');
  });

  it('maps an unknown error shape by status', async () => {
    const { client } = setup([json({ oops: true }, 503)]);
    await expect(client.request(fundResultSchema, { path: '/x' })).rejects.toMatchObject({
      status: 503,
      code: 'server_error',
    });
  });

  it('rejects a response of the wrong shape with the field path', async () => {
    const { client } = setup([json({ ...samples.fund, new_balance: '25.50' })]);
    const error = (await client
      .request(fundResultSchema, { method: 'POST', path: '/cards/card_1/fund', body: {} })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBe('invalid_response');
    expect(error.message).toContain('new_balance');
    expect(error.message).toContain('POST /cards/card_1/fund');
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('30')).toBe(30);
    expect(parseRetryAfter(new Date(10_000 + 5_000).toUTCString(), 10_000)).toBe(5);
    expect(parseRetryAfter('soon')).toBeUndefined();
    expect(parseRetryAfter(null)).toBeUndefined();
  });
});

describe('ApiClient explicit seed', () => {
  it('uses the given seed and does not end the session on its 401', async () => {
    const { client, calls, onSessionEnded } = setup([
      json(
        { error: 'unauthorized', message: 'The seed is unknown.', code: 401, request_id: 'r' },
        401,
      ),
    ]);
    await expect(
      client.request(fundResultSchema, { path: '/wallet/balance', seed: 'ZZZZ-ZZZZ-ZZZZ-ZZZZ' }),
    ).rejects.toMatchObject({ status: 401 });
    expect(calls[0]!.headers['X-Seed']).toBe('ZZZZ-ZZZZ-ZZZZ-ZZZZ');
    expect(onSessionEnded).not.toHaveBeenCalled();
  });
});

describe('ApiClient: a 401 for a seed the session no longer holds', () => {
  // A request made before an account switch (or, in tests, by the previous test's page) is
  // answered after it: its 401 is about that seed, not the session signed in meanwhile.
  it('does not end the session that replaced the seed it was sent with', async () => {
    let seed = 'AAAA-AAAA-AAAA-AAAA';
    const { client, calls, onSessionEnded } = setup(
      [json({ error: 'unauthorized', message: 'Unknown seed.', code: 401, request_id: 'r' }, 401)],
      { getSeed: () => seed },
    );
    const answer = client.request(fundResultSchema, { path: '/wallet/balance' });
    seed = 'BBBB-BBBB-BBBB-BBBB';
    await expect(answer).rejects.toMatchObject({ status: 401 });
    expect(calls[0]!.headers['X-Seed']).toBe('AAAA-AAAA-AAAA-AAAA');
    expect(onSessionEnded).not.toHaveBeenCalled();
  });
});
