import { describe, expect, it, vi } from 'vitest';
import { ApiClient, buildUrl, type ApiClientConfig } from './client';
import { ApiError, parseRetryAfter } from './errors';
import { generateResponseSchema, cardListItemSchema, fundResultSchema, pageOf } from '../contract';
import { samples } from '../test/samples';

type Call = { url: string; init: RequestInit; headers: Record<string, string> };

function json(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

function setup(responses: Array<Response | Error>, config: Partial<ApiClientConfig> = {}) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({
      url: String(url),
      init: init ?? {},
      headers: { ...(init?.headers as Record<string, string>) },
    });
    const next = responses.shift();
    if (!next) throw new Error('no more responses');
    if (next instanceof Error) throw next;
    return next;
  });
  const onSessionEnded = vi.fn();
  const client = new ApiClient({
    baseUrl: 'https://api.example/v1/api/',
    getSeed: () => 'AB12-CD34-EF56-GH78',
    fetch: fetch as unknown as typeof globalThis.fetch,
    onSessionEnded,
    retryDelayMs: 0,
    ...config,
  });
  return { client, calls, fetch, onSessionEnded };
}

describe('buildUrl', () => {
  it('joins the base and path and drops empty query values', () => {
    expect(
      buildUrl('/v1/api/', '/cards', { status: 'active', label: '', page: 2, bin_id: undefined }),
    ).toBe('/v1/api/cards?status=active&page=2');
  });
  it('encodes query values', () => {
    expect(buildUrl('/v1/api', '/transactions', { merchant: 'A&B Co' })).toBe(
      '/v1/api/transactions?merchant=A%26B+Co',
    );
  });
});

describe('ApiClient headers', () => {
  it('sends X-Seed and no idempotency key on GET', async () => {
    const { client, calls } = setup([
      json({
        data: [samples.cardListItem],
        pagination: { page: 1, per_page: 25, total: 1, total_pages: 1 },
      }),
    ]);
    const page = await client.request(pageOf(cardListItemSchema), {
      path: '/cards',
      query: { status: 'active' },
    });
    expect(page.data[0]?.id).toBe('card_1');
    expect(calls[0]!.url).toBe('https://api.example/v1/api/cards?status=active');
    expect(calls[0]!.headers['X-Seed']).toBe('AB12-CD34-EF56-GH78');
    expect(calls[0]!.headers['X-Idempotency-Key']).toBeUndefined();
    expect(calls[0]!.init.method).toBe('GET');
  });

  it('sends JSON, the seed and an idempotency key on POST', async () => {
    const { client, calls } = setup([json(samples.fund)]);
    await client.request(fundResultSchema, {
      method: 'POST',
      path: '/cards/card_1/fund',
      body: { amount: 15.5 },
    });
    const { headers, init } = calls[0]!;
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers['X-Idempotency-Key']).toMatch(/^idem_[0-9a-f-]{36}$/);
    expect(JSON.parse(String(init.body))).toEqual({ amount: 15.5 });
  });

  it('sends no seed to generate', async () => {
    const { client, calls } = setup([json(samples.generate)], { getSeed: () => null });
    await client.request(generateResponseSchema, {
      method: 'POST',
      path: '/',
      body: {},
      auth: false,
      rootErrors: true,
    });
    expect(calls[0]!.headers['X-Seed']).toBeUndefined();
    expect(calls[0]!.url).toBe('https://api.example/v1/api/');
  });

  it('refuses an authenticated call without a seed, without sending it', async () => {
    const { client, fetch, onSessionEnded } = setup([], { getSeed: () => null });
    await expect(
      client.request(fundResultSchema, { path: '/wallet/balance' }),
    ).rejects.toMatchObject({ status: 401 });
    expect(fetch).not.toHaveBeenCalled();
    expect(onSessionEnded).toHaveBeenCalledOnce();
  });
});

describe('ApiClient retries', () => {
  it('reuses the same idempotency key on every retry after a network failure', async () => {
    const { client, calls } = setup([
      new TypeError('Failed to fetch'),
      new TypeError('Failed to fetch'),
      json(samples.fund),
    ]);
    const result = await client.request(fundResultSchema, {
      method: 'POST',
      path: '/cards/card_1/fund',
      body: { amount: 15.5 },
      idempotencyKey: 'idem_user-action-1',
    });
    expect(result.new_balance).toBe(25.5);
    expect(calls).toHaveLength(3);
    expect(new Set(calls.map((c) => c.headers['X-Idempotency-Key']))).toEqual(
      new Set(['idem_user-action-1']),
    );
  });

  it('makes one key for a call without one and keeps it across its retries', async () => {
    const { client, calls } = setup([new TypeError('offline'), json(samples.fund)]);
    await client.request(fundResultSchema, {
      method: 'POST',
      path: '/cards/card_1/fund',
      body: { amount: 1 },
    });
    expect(calls[0]!.headers['X-Idempotency-Key']).toBe(calls[1]!.headers['X-Idempotency-Key']);
  });

  it('gives up with a clear network error', async () => {
    const { client } = setup([new TypeError('a'), new TypeError('b'), new TypeError('c')]);
    const error = await client.request(fundResultSchema, { path: '/x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'network_error' });
    expect((error as ApiError).message).toMatch(/Could not reach/);
  });

  it('does not retry an HTTP error', async () => {
    const { client, fetch } = setup([json(samples.errorBody, 400)]);
    await expect(
      client.request(fundResultSchema, { method: 'POST', path: '/x', body: {} }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(fetch).toHaveBeenCalledOnce();
  });
});

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

describe('createActionKey', () => {
  it('locks while in flight, keeps the key after success or a network failure, renews it after a refusal', async () => {
    const { createActionKey } = await import('./idempotency');
    const action = createActionKey();
    const first = action.begin();
    expect(first).toMatch(/^idem_/);
    expect(action.begin()).toBeNull(); // a double click while the first is in flight
    action.settle(new ApiError({ status: 0, code: 'network_error', message: 'offline' }));
    expect(action.begin()).toBe(first);
    action.settle();
    expect(action.begin()).toBe(first); // after success: a replay, never a second payment
    action.settle(new ApiError({ status: 400, code: 'insufficient_funds', message: 'no' }));
    expect(action.begin()).not.toBe(first);
  });
});
