import { describe, expect, it } from 'vitest';
import { buildUrl } from './client';
import { ApiError } from './errors';
import { generateResponseSchema, cardListItemSchema, fundResultSchema, pageOf } from '../contract';
import { samples } from '../test/samples';
import { json, setup } from '../test/client-setup';

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
    // The answer's $25.50 is read as cents (the money codec, decision 006).
    expect(result.new_balance).toBe(2550);
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

describe('ApiClient tasks', () => {
  it('starts no request in the task that asked for it (each starts in a task of its own)', async () => {
    const page = { data: [], pagination: { page: 1, per_page: 25, total: 0, total_pages: 0 } };
    const { client, fetch } = setup([json(page), json(page), json(page)]);
    const asked = [1, 2, 3].map(() =>
      client.request(pageOf(cardListItemSchema), { path: '/cards' }),
    );
    // Everything this task and its microtasks do: no fetch yet.
    await Promise.resolve();
    await Promise.resolve();
    expect(fetch).not.toHaveBeenCalled();
    await Promise.all(asked);
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});
