// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  cardListItemSchema,
  depositSchema,
  generateResponseSchema,
  pageOf,
  rootErrorSchema,
} from '../../contract';
import { isLuhnValid } from '../domain/luhn';
import { testService } from '../testing';
import { expectShape, expectError } from './expect';

// The service against the spec: generate, authentication, isolation and activation (split from contract.test.ts).

describe('generate', () => {
  it('GET / returns a seed, a pending Luhn-valid card preview and a wallet address', async () => {
    const { call } = testService();
    const reply = await call('GET', '/?card=mastercard&asset=ETH');
    expect(reply.status).toBe(200);
    const body = expectShape(generateResponseSchema, reply.body);
    expect(body.seed).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
    expect(body.request_id).toMatch(/^req_/);
    expect(body.card.network).toBe('mastercard');
    expect(isLuhnValid(body.card.card_number.replace(/ /g, ''))).toBe(true);
    expect(body.card.cvv_masked).not.toMatch(/\d/);
    expect(body.wallet).toEqual({
      asset: 'ETH',
      address: expect.stringMatching(/^0x[0-9a-f]{40}$/),
    });
  });

  it('POST / takes a JSON body, query parameters or nothing', async () => {
    const { call } = testService();
    const a = await call('POST', '/', { body: { card: 'visa', asset: 'btc' } });
    expect(a.body.card.network).toBe('visa');
    expect(a.body.wallet.address).toMatch(/^bc1q[a-z0-9]{38}$/);
    const b = await call('POST', '/?asset=SOL');
    expect(b.body.wallet.address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{44}$/);
    const c = await call('POST', '/', { body: { asset: 'XMR' } });
    expect(c.body.wallet.address).toMatch(/^4[0-9AB][1-9A-HJ-NP-Za-km-z]{93}$/);
    const d = await call('POST', '/');
    expect(['visa', 'mastercard']).toContain(d.body.card.network);
  });

  it('gives a unique seed every time', async () => {
    const { call } = testService();
    const seeds = new Set<string>();
    for (let i = 0; i < 50; i++) seeds.add((await call('GET', '/')).body.seed);
    expect(seeds.size).toBe(50);
  });

  it('answers invalid card or asset with the root error body', async () => {
    const { call } = testService();
    for (const path of ['/?card=amex', '/?asset=DOGE']) {
      const reply = await call('GET', path);
      expect(reply.status).toBe(400);
      expectShape(rootErrorSchema, reply.body);
    }
    const bad = await call('POST', '/', { raw: '{nope' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ success: false, error: 'The body is not valid JSON.' });
  });
});

describe('authentication and isolation', () => {
  it('refuses a missing or unknown seed with 401', async () => {
    const { call } = testService();
    expectError(await call('GET', '/cards'), 401, 'unauthorized');
    expectError(await call('GET', '/cards', { seed: 'AAAA-BBBB-CCCC-DDDD' }), 401, 'unauthorized');
    expectError(await call('GET', '/wallet/balance', { seed: 'not a seed' }), 401, 'unauthorized');
  });

  it("never shows one seed another's data", async () => {
    const { call, fundedAccount } = testService();
    const a = await fundedAccount(100);
    const b = await fundedAccount(100);
    expectError(await call('GET', `/cards/${a.cardId}`, { seed: b.seed }), 404, 'card_not_found');
    expectError(
      await call('POST', `/cards/${a.cardId}/fund`, { seed: b.seed, body: { amount: 5 } }),
      404,
      'card_not_found',
    );
    const list = await call('GET', '/cards', { seed: b.seed });
    expect(list.body.data.map((c: { id: string }) => c.id)).toEqual([b.cardId]);
  });
});

describe('activation', () => {
  it('lists the generated card only after the first confirmed deposit, emitting card.created', async () => {
    const { call } = testService();
    const gen = await call('POST', '/', { body: { card: 'visa' } });
    const seed = gen.body.seed;
    await call('POST', '/webhooks', {
      seed,
      body: { url: 'https://hooks.example/x', events: ['card.created'] },
    });
    expect((await call('GET', '/cards', { seed })).body.data).toEqual([]);
    const dep = await call('POST', '/sandbox/deposits', {
      seed,
      body: { currency: 'btc', amount_usd: 250 },
    });
    expect(expectShape(depositSchema, dep.body).status).toBe('pending');
    expect((await call('GET', '/cards', { seed })).body.data).toEqual([]);
    await call('POST', `/sandbox/deposits/${dep.body.id}/confirm`, { seed });
    const cards = expectShape(
      pageOf(cardListItemSchema),
      (await call('GET', '/cards', { seed })).body,
    );
    expect(cards.data).toHaveLength(1);
    expect(cards.data[0]).toMatchObject({
      status: 'active',
      last4: gen.body.card.card_number.slice(-4),
      network: 'visa',
    });
    const deliveries = (await call('GET', '/sandbox/webhooks/deliveries', { seed })).body.data;
    expect(deliveries.map((d: { event_type: string }) => d.event_type)).toEqual(['card.created']);
  });
});
