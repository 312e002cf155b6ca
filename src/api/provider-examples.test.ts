import { afterEach, describe, expect, it } from 'vitest';
import { cardsApi } from './cards';
import { configureApi } from './client';
import { generate } from './generate';
import { walletApi } from './wallet';
import { webhooksApi } from './webhooks';

/**
 * The provider's own documented examples (seeds in lowercase hex, a preview `card_number` with
 * spaces, a `cvv_masked` of digits, extra fields, bare or wrapped answers where the spec leaves the
 * shape open): the client accepts them as a live provider sends them.
 */
const PROVIDER_SEED = 'c4f4-6e88-036c-761c';

function provider(
  answer: (path: string, seed: string | null) => { status?: number; body: unknown },
) {
  const seen: Array<{ path: string; seed: string | null }> = [];
  configureApi({
    baseUrl: 'https://provider.example/v1/api',
    getSeed: () => PROVIDER_SEED,
    retryDelayMs: 0,
    fetch: (async (url: string | URL | Request, init?: RequestInit) => {
      const path = new URL(String(url)).pathname.replace('/v1/api', '');
      const seed = new Headers(init?.headers).get('X-Seed');
      seen.push({ path, seed });
      const { status = 200, body } = answer(path, seed);
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    }) as typeof fetch,
  });
  return seen;
}

const balance = {
  balance: 120.5,
  currency: 'USD',
  pending_deposits: 0,
  total_deposited: 150,
  total_spent: 29.5,
  cards_active: 1,
  cards_total_balance: 0,
  tier: 'standard', // not in the spec: tolerated
};

afterEach(() => configureApi({ fetch: globalThis.fetch, baseUrl: '/v1/api' }));

describe('the client with the provider’s documented answers', () => {
  it('accepts a generate answer with a lowercase-hex seed, a spaced PAN preview and cvv_masked digits', async () => {
    provider(() => ({
      body: {
        success: true,
        request_id: 'req_9f2c',
        seed: PROVIDER_SEED,
        card: {
          state: 'pending_top_up',
          network: 'visa',
          card_number: '4938 2200 1234 5678',
          cvv_masked: '601',
          expiry: '08/29',
          design: 'classic',
        },
        wallet: { asset: 'USDT-SOL', address: '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU' },
        created_at: '2026-11-22T10:00:00+00:00',
      },
    }));
    const answer = await generate({ card: 'visa', asset: 'USDT-SOL' });
    expect(answer.seed).toBe(PROVIDER_SEED);
    expect(answer.card.cvv_masked).toBe('601');
    expect((answer.card as Record<string, unknown>).design).toBe('classic');
  });

  it('signs in with a lowercase seed exactly as the provider issued it', async () => {
    const seen = provider((_path, seed) =>
      seed === PROVIDER_SEED
        ? { body: balance }
        : {
            status: 401,
            body: { error: 'unauthorized', message: 'no', code: 401, request_id: 'req_1' },
          },
    );
    expect(await walletApi.acceptedSeed(` ${PROVIDER_SEED} `)).toBe(PROVIDER_SEED);
    expect(seen.map((s) => s.seed)).toEqual([PROVIDER_SEED]);
  });

  it('falls back to capitals for a sandbox seed typed in lower case, and refuses an unknown seed', async () => {
    const sandboxSeed = 'ABCD-EFGH-JKLM-NPQR';
    const seen = provider((_path, seed) =>
      seed === sandboxSeed
        ? { body: balance }
        : {
            status: 401,
            body: { error: 'unauthorized', message: 'no', code: 401, request_id: 'req_1' },
          },
    );
    expect(await walletApi.acceptedSeed(sandboxSeed.toLowerCase())).toBe(sandboxSeed);
    expect(seen.map((s) => s.seed)).toEqual([sandboxSeed.toLowerCase(), sandboxSeed]);
    await expect(walletApi.acceptedSeed('zzzz-zzzz-zzzz-zzzz')).rejects.toMatchObject({
      status: 401,
    });
  });

  it('reads webhook lists bare or wrapped, and create/withdraw answers bare or wrapped', async () => {
    const webhook = {
      id: 'wh_1',
      url: 'https://example.com/hook',
      events: ['*'],
      active: true,
      created_at: '2026-11-22T10:00:00Z',
    };
    const withdraw = {
      id: 'card_1',
      previous_balance: 50,
      withdrawn_amount: 20,
      new_balance: 30,
      wallet_balance: 120,
    };
    for (const wrap of [(v: unknown) => v, (v: unknown) => ({ data: v })]) {
      provider((path) => ({
        body: path === '/webhooks' ? wrap([webhook]) : wrap(withdraw),
      }));
      expect(await webhooksApi.list()).toEqual([webhook]);
      // The provider's dollars are read as cents.
      expect(await cardsApi.withdraw({ cardId: 'card_1', amount: 2000 })).toMatchObject({
        id: 'card_1',
        previous_balance: 5000,
        withdrawn_amount: 2000,
        new_balance: 3000,
        wallet_balance: 12000,
      });
    }
  });
});
