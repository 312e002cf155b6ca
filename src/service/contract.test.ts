// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import {
  binSchema,
  cardDetailsSchema,
  cardListItemSchema,
  cardSummarySchema,
  challengeSchema,
  createCardResultSchema,
  CURRENCY_OF_ASSET,
  depositAddressesSchema,
  depositSchema,
  errorBodySchema,
  freezeResultSchema,
  fundResultSchema,
  generateResponseSchema,
  listOf,
  pageOf,
  rootErrorSchema,
  terminateResultSchema,
  transactionDetailSchema,
  transactionSchema,
  unfreezeResultSchema,
  walletBalanceSchema,
  webhookListSchema,
  webhookSchema,
  withdrawResultSchema,
} from '../contract';
import { isLuhnValid } from './domain/luhn';
import { testService } from './testing';

function expectShape<S extends z.ZodMiniType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw new Error(`shape mismatch: ${JSON.stringify(parsed.error.issues.slice(0, 3))}`);
  return parsed.data;
}

function expectError(reply: { status: number; body: unknown }, status: number, code: string) {
  expect(reply.status).toBe(status);
  const body = expectShape(errorBodySchema, reply.body);
  expect(body.error).toBe(code);
  expect(body.code).toBe(status);
  expect(body.request_id).toMatch(/^req_/);
}

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

describe('cards', () => {
  it('creates a card from the wallet (201, summary + wallet balance)', async () => {
    const { call, fundedAccount } = testService();
    const { seed } = await fundedAccount(100);
    const reply = await call('POST', '/cards', {
      seed,
      body: { bin_id: '531993', amount: 40.5, label: 'Ads' },
    });
    expect(reply.status).toBe(201);
    const card = expectShape(createCardResultSchema, reply.body);
    expect(card).toMatchObject({
      bin_id: '531993',
      network: 'mastercard',
      balance: 40.5,
      label: 'Ads',
      wallet_balance: 59.5,
    });
    const wallet = expectShape(
      walletBalanceSchema,
      (await call('GET', '/wallet/balance', { seed })).body,
    );
    expect(wallet).toMatchObject({ balance: 59.5, cards_total_balance: 40.5, cards_active: 2 });
  });

  it('refuses bad creations with clear errors', async () => {
    const { call, fundedAccount } = testService();
    const { seed } = await fundedAccount(100);
    expectError(
      await call('POST', '/cards', { seed, body: { bin_id: '000000', amount: 10 } }),
      400,
      'invalid_bin',
    );
    expectError(
      await call('POST', '/cards', { seed, body: { bin_id: '531993', amount: 0.5 } }),
      400,
      'invalid_amount',
    );
    expectError(
      await call('POST', '/cards', { seed, body: { bin_id: '531993', amount: 5000.01 } }),
      400,
      'invalid_amount',
    );
    expectError(
      await call('POST', '/cards', { seed, body: { bin_id: '531993', amount: 200 } }),
      400,
      'insufficient_funds',
    );
    expectError(
      await call('POST', '/cards', { seed, body: { bin_id: '531993', amount: '10' } }),
      400,
      'invalid_request',
    );
    expectError(
      await call('POST', '/cards', {
        seed,
        body: { bin_id: '531993', amount: 10, label: 'x'.repeat(65) },
      }),
      400,
      'invalid_request',
    );
  });

  it('lists with filters, sort, order and pagination', async () => {
    const { call, clock, fundedAccount } = testService();
    const { seed, cardId } = await fundedAccount(1000);
    const ids = [cardId];
    for (const [i, amount] of [30, 10, 20].entries()) {
      clock.advance(1000);
      ids.push(
        (
          await call('POST', '/cards', {
            seed,
            body: { bin_id: i === 1 ? '426684' : '485932', amount, label: `Team ${i}` },
          })
        ).body.id,
      );
    }
    await call('POST', `/cards/${ids[1]}/freeze`, { seed });
    const page = (q: string) =>
      call('GET', `/cards${q}`, { seed }).then((r) =>
        expectShape(pageOf(cardListItemSchema), r.body),
      );
    expect((await page('')).data.map((c) => c.id)).toEqual([...ids].reverse());
    expect((await page('?status=frozen')).data.map((c) => c.id)).toEqual([ids[1]]);
    expect((await page('?bin_id=426684')).data.map((c) => c.id)).toEqual([ids[2]]);
    expect((await page('?label=team%202')).data.map((c) => c.id)).toEqual([ids[3]]);
    expect((await page('?sort=balance&order=asc')).data.map((c) => c.balance)).toEqual([
      0, 10, 20, 30,
    ]);
    const p2 = await page('?per_page=3&page=2');
    expect(p2.pagination).toEqual({ page: 2, per_page: 3, total: 4, total_pages: 2 });
    expect(p2.data).toHaveLength(1);
    expectError(await call('GET', '/cards?per_page=101', { seed }), 400, 'invalid_request');
    expectError(await call('GET', '/cards?per_page=0', { seed }), 400, 'invalid_request');
    expectError(await call('GET', '/cards?sort=name', { seed }), 400, 'invalid_request');
    expectError(await call('GET', '/cards?status=lost', { seed }), 400, 'invalid_request');
  });

  it('sorts by last use with never-used cards last', async () => {
    const { call, clock, fundedAccount } = testService();
    const { seed, cardId } = await fundedAccount(1000);
    const second = (await call('POST', '/cards', { seed, body: { bin_id: '485932', amount: 50 } }))
      .body.id;
    const third = (await call('POST', '/cards', { seed, body: { bin_id: '485932', amount: 50 } }))
      .body.id;
    clock.advance(1000);
    await call('POST', '/sandbox/purchases', { seed, body: { card_id: third, amount: 1 } });
    clock.advance(1000);
    await call('POST', '/sandbox/purchases', { seed, body: { card_id: second, amount: 1 } });
    const desc = (await call('GET', '/cards?sort=last_used', { seed })).body.data.map(
      (c: { id: string }) => c.id,
    );
    expect(desc).toEqual([second, third, cardId]);
    const asc = (await call('GET', '/cards?sort=last_used&order=asc', { seed })).body.data.map(
      (c: { id: string }) => c.id,
    );
    expect(asc).toEqual([third, second, cardId]);
  });

  it('reads the summary and the details (Luhn PAN with the BIN and last4)', async () => {
    const { call, fundedAccount } = testService();
    const { seed, cardId } = await fundedAccount(100);
    const summary = expectShape(
      cardSummarySchema,
      (await call('GET', `/cards/${cardId}`, { seed })).body,
    );
    const details = expectShape(
      cardDetailsSchema,
      (await call('GET', `/cards/${cardId}/details`, { seed })).body,
    );
    expect(details.pan.startsWith(summary.bin_id)).toBe(true);
    expect(details.pan.endsWith(summary.last4)).toBe(true);
    expect(isLuhnValid(details.pan)).toBe(true);
    expect(details.cvv).toMatch(/^\d{3}$/);
    expect(new Date(summary.expires_at).getUTCFullYear()).toBe(details.exp_year);
    expectError(await call('GET', '/cards/card_nope', { seed }), 404, 'card_not_found');
  });

  it('patches settings and merges metadata', async () => {
    const { call, fundedAccount } = testService();
    const { seed, cardId } = await fundedAccount(100);
    await call('PATCH', `/cards/${cardId}`, {
      seed,
      body: { metadata: { team: 'growth', owner: 'ana' } },
    });
    const reply = await call('PATCH', `/cards/${cardId}`, {
      seed,
      body: {
        label: 'Renamed',
        spending_limit: 250,
        allowed_categories: ['advertising'],
        auto_freeze_at: 200,
        metadata: { owner: null, cost_center: 42 },
      },
    });
    const card = expectShape(cardSummarySchema, reply.body);
    expect(card).toMatchObject({
      label: 'Renamed',
      spending_limit: 250,
      allowed_categories: ['advertising'],
      auto_freeze_at: 200,
    });
    expect(card.metadata).toEqual({ team: 'growth', cost_center: 42 });
    expectError(
      await call('PATCH', `/cards/${cardId}`, { seed, body: { colour: 'red' } }),
      400,
      'invalid_request',
    );
    expectError(
      await call('PATCH', `/cards/${cardId}`, { seed, body: { allowed_categories: ['casino'] } }),
      400,
      'invalid_request',
    );
    expectError(
      await call('PATCH', `/cards/${cardId}`, { seed, body: { spending_limit: -1 } }),
      400,
      'invalid_request',
    );
  });

  it('freezes, unfreezes and terminates following the state table', async () => {
    const { call, fundedAccount } = testService();
    const { seed, cardId } = await fundedAccount(100);
    await call('POST', `/cards/${cardId}/fund`, { seed, body: { amount: 30 } });
    const frozen = expectShape(
      freezeResultSchema,
      (await call('POST', `/cards/${cardId}/freeze`, { seed })).body,
    );
    expect(frozen.frozen_at).toBeTruthy();
    expect((await call('GET', `/cards/${cardId}`, { seed })).body.balance).toBe(30);
    expectError(await call('POST', `/cards/${cardId}/freeze`, { seed }), 409, 'card_not_active');
    expectShape(
      unfreezeResultSchema,
      (await call('POST', `/cards/${cardId}/unfreeze`, { seed })).body,
    );
    expectError(await call('POST', `/cards/${cardId}/unfreeze`, { seed }), 409, 'card_not_frozen');
    const terminated = expectShape(
      terminateResultSchema,
      (await call('DELETE', `/cards/${cardId}`, { seed })).body,
    );
    expect(terminated.refunded_amount).toBe(30);
    expect((await call('GET', '/wallet/balance', { seed })).body.balance).toBe(100);
    for (const [method, path] of [
      ['POST', '/freeze'],
      ['POST', '/unfreeze'],
      ['DELETE', ''],
    ] as const) {
      expectError(await call(method, `/cards/${cardId}${path}`, { seed }), 409, 'card_terminated');
    }
    expectError(
      await call('POST', `/cards/${cardId}/fund`, { seed, body: { amount: 5 } }),
      409,
      'card_terminated',
    );
    expectError(
      await call('PATCH', `/cards/${cardId}`, { seed, body: { label: 'x' } }),
      409,
      'card_terminated',
    );
    expectError(await call('GET', `/cards/${cardId}/details`, { seed }), 409, 'card_terminated');
    expect((await call('GET', '/cards?status=terminated', { seed })).body.data).toHaveLength(1);
  });
});

describe('funding', () => {
  it('funds within 1.00–5000.00 from the wallet', async () => {
    const { call, fundedAccount } = testService();
    const { seed, cardId } = await fundedAccount(6000);
    const result = expectShape(
      fundResultSchema,
      (await call('POST', `/cards/${cardId}/fund`, { seed, body: { amount: 12.34 } })).body,
    );
    expect(result).toEqual({
      id: cardId,
      previous_balance: 0,
      funded_amount: 12.34,
      new_balance: 12.34,
      wallet_balance: 5987.66,
    });
    expectError(
      await call('POST', `/cards/${cardId}/fund`, { seed, body: { amount: 0.99 } }),
      400,
      'invalid_amount',
    );
    expectError(
      await call('POST', `/cards/${cardId}/fund`, { seed, body: { amount: 5000.01 } }),
      400,
      'invalid_amount',
    );
    expectError(
      await call('POST', `/cards/${cardId}/fund`, { seed, body: { amount: 1.001 } }),
      400,
      'invalid_amount',
    );
    expect(
      (await call('POST', `/cards/${cardId}/fund`, { seed, body: { amount: 5000 } })).status,
    ).toBe(200);
    expectError(
      await call('POST', `/cards/${cardId}/fund`, { seed, body: { amount: 1000 } }),
      400,
      'insufficient_funds',
    );
  });

  it('withdraws up to the card balance back to the wallet', async () => {
    const { call, fundedAccount } = testService();
    const { seed, cardId } = await fundedAccount(100);
    await call('POST', `/cards/${cardId}/fund`, { seed, body: { amount: 40 } });
    const result = expectShape(
      withdrawResultSchema,
      (await call('POST', `/cards/${cardId}/withdraw`, { seed, body: { amount: 15.25 } })).body,
    );
    expect(result).toEqual({
      id: cardId,
      previous_balance: 40,
      withdrawn_amount: 15.25,
      new_balance: 24.75,
      wallet_balance: 75.25,
    });
    expectError(
      await call('POST', `/cards/${cardId}/withdraw`, { seed, body: { amount: 24.76 } }),
      400,
      'insufficient_card_balance',
    );
    expectError(
      await call('POST', `/cards/${cardId}/withdraw`, { seed, body: { amount: 0 } }),
      400,
      'invalid_amount',
    );
  });
});

describe('wallet and deposits', () => {
  it('gives the deposit addresses, networks, minimums and fees (the spec four and XMR, USDT-SOL), or one', async () => {
    const { call, fundedAccount } = testService();
    const { seed } = await fundedAccount(10);
    const all = expectShape(
      depositAddressesSchema,
      (await call('GET', '/wallet/deposit-address', { seed })).body,
    );
    expect(all.networks).toEqual({
      btc: 'bitcoin',
      eth: 'ethereum',
      sol: 'solana',
      usdt: 'erc-20',
      'usdt-sol': 'solana (spl)',
      xmr: 'monero',
    });
    expect(Object.values(all.min_deposit).every((v) => /^\d+(\.\d+)?$/.test(v))).toBe(true);
    expect(all.fee_usd).toMatchObject({ btc: '2.00', usdt: '1.00', xmr: '0.50' });
    const one = (await call('GET', '/wallet/deposit-address?currency=sol', { seed })).body;
    expect(Object.keys(one.addresses)).toEqual(['sol']);
    expectError(
      await call('GET', '/wallet/deposit-address?currency=doge', { seed }),
      400,
      'invalid_request',
    );
  });

  it('has one address per asset: the funding wallet of generate is the deposit address, for every asset', async () => {
    const { call } = testService();
    for (const [asset, currency] of Object.entries(CURRENCY_OF_ASSET)) {
      const gen = (await call('POST', '/', { body: { asset } })).body;
      const listed = (await call('GET', '/wallet/deposit-address', { seed: gen.seed })).body;
      expect(listed.addresses[currency], asset).toBe(gen.wallet.address);
      const all = Object.values(listed.addresses);
      expect(new Set(all).size, asset).toBe(all.length);
    }
  });

  it('credits XMR and USDT-SOL deposits like the others, fee deducted', async () => {
    const { call } = testService();
    const seed = (await call('POST', '/', { body: { asset: 'XMR' } })).body.seed;
    for (const currency of ['xmr', 'usdt-sol']) {
      const dep = (
        await call('POST', '/sandbox/deposits', { seed, body: { currency, amount_usd: 100 } })
      ).body;
      expect(dep).toMatchObject({ currency, status: 'pending' });
      await call('POST', `/sandbox/deposits/${dep.id}/confirm`, { seed });
    }
    const wallet = (await call('GET', '/wallet/balance', { seed })).body;
    expect(wallet.balance).toBe(199.25); // 100 − 0.50 + 100 − 0.25
  });

  it('keeps the seven balance figures consistent through deposits', async () => {
    const { call } = testService();
    const seed = (await call('GET', '/')).body.seed;
    const a = (
      await call('POST', '/sandbox/deposits', { seed, body: { currency: 'eth', amount_usd: 200 } })
    ).body;
    const b = (
      await call('POST', '/sandbox/deposits', { seed, body: { currency: 'btc', amount_usd: 50 } })
    ).body;
    let wallet = (await call('GET', '/wallet/balance', { seed })).body;
    expect(wallet).toEqual({
      balance: 0,
      currency: 'USD',
      pending_deposits: 250,
      total_deposited: 0,
      total_spent: 0,
      cards_active: 0,
      cards_total_balance: 0,
    });
    const confirmed = expectShape(
      depositSchema,
      (await call('POST', `/sandbox/deposits/${a.id}/confirm`, { seed })).body,
    );
    expect(confirmed).toMatchObject({
      status: 'confirmed',
      credited_usd: 198.5,
      confirmations: 12,
    });
    await call('POST', `/sandbox/deposits/${b.id}/expire`, { seed });
    wallet = (await call('GET', '/wallet/balance', { seed })).body;
    expect(wallet).toMatchObject({
      balance: 198.5,
      pending_deposits: 0,
      total_deposited: 198.5,
      cards_active: 1,
    });
    expectError(
      await call('POST', `/sandbox/deposits/${b.id}/confirm`, { seed }),
      409,
      'invalid_state',
    );
    const list = expectShape(
      listOf(depositSchema),
      (await call('GET', '/wallet/deposits?status=expired', { seed })).body,
    );
    expect(list.data.map((d) => d.id)).toEqual([b.id]);
    expect((await call('GET', '/wallet/deposits?currency=ETH', { seed })).body.data).toHaveLength(
      1,
    );
    expectError(
      await call('GET', '/wallet/deposits?status=lost', { seed }),
      400,
      'invalid_request',
    );
  });

  it('gains confirmations as blocks pass, one short of required until confirmed', async () => {
    const { call, clock } = testService();
    const seed = (await call('GET', '/')).body.seed;
    const dep = (
      await call('POST', '/sandbox/deposits', { seed, body: { currency: 'eth', amount_usd: 50 } })
    ).body;
    expect(dep.confirmations).toBe(0);
    clock.advance(15_000);
    expect((await call('GET', '/wallet/deposits', { seed })).body.data[0]).toMatchObject({
      status: 'pending',
      confirmations: 3,
      required_confirmations: 12,
    });
    clock.advance(3_600_000);
    expect((await call('GET', '/wallet/deposits', { seed })).body.data[0]).toMatchObject({
      status: 'pending',
      confirmations: 11,
    });
    const confirmed = (await call('POST', `/sandbox/deposits/${dep.id}/confirm`, { seed })).body;
    expect(confirmed).toMatchObject({ status: 'confirmed', confirmations: 12 });
  });

  it('expires a deposit below the minimum instead of crediting it', async () => {
    const { call } = testService();
    const seed = (await call('GET', '/')).body.seed;
    const small = (
      await call('POST', '/sandbox/deposits', {
        seed,
        body: { currency: 'usdt', amount_usd: 9.99 },
      })
    ).body;
    const result = (await call('POST', `/sandbox/deposits/${small.id}/confirm`, { seed })).body;
    expect(result).toMatchObject({
      status: 'expired',
      credited_usd: 0,
      expired_reason: 'below_minimum',
    });
    expect((await call('GET', '/wallet/balance', { seed })).body.balance).toBe(0);
    expect((await call('GET', '/cards', { seed })).body.data).toEqual([]);
  });
});

describe('purchases and transactions', () => {
  async function withCard(balance = 100) {
    const t = testService();
    const acct = await t.fundedAccount(1000);
    await t.call('POST', `/cards/${acct.cardId}/fund`, {
      seed: acct.seed,
      body: { amount: balance },
    });
    return { ...t, ...acct };
  }
  const merchant = { name: 'Meta Ads', category: 'advertising', mcc: '7311', country: 'US' };

  it('lists newest first, also when records were not made in time order', async () => {
    const { call, clock, seed, cardId } = await withCard(100);
    const buy = (name: string) =>
      call('POST', '/sandbox/purchases', {
        seed,
        body: { card_id: cardId, amount: 1, merchant: { ...merchant, name } },
      });
    const names = async () =>
      (await call('GET', '/transactions?per_page=100', { seed })).body.data.map(
        (t: { merchant: { name: string } }) => t.merchant.name,
      );
    clock.advance(60_000);
    await buy('A');
    await buy('B'); // Same instant as A, recorded later: listed before A.
    clock.advance(60_000);
    await buy('C');
    expect(await names()).toEqual(['C', 'B', 'A']);
    clock.advance(-30_000); // Older than C, newer than B (e.g. a clock set back).
    await buy('D');
    expect(await names()).toEqual(['C', 'D', 'B', 'A']);
  });

  it('authorizes a purchase: negative amount, balance_after, counters', async () => {
    const { call, seed, cardId } = await withCard(100);
    const reply = await call('POST', '/sandbox/purchases', {
      seed,
      body: { card_id: cardId, amount: 12.34, merchant },
    });
    expect(reply.status).toBe(201);
    const txn = expectShape(transactionSchema, reply.body);
    expect(txn).toMatchObject({
      type: 'authorization',
      amount: -12.34,
      balance_after: 87.66,
      merchant,
      currency: 'USD',
    });
    const card = (await call('GET', `/cards/${cardId}`, { seed })).body;
    expect(card).toMatchObject({
      balance: 87.66,
      total_spent: 12.34,
      transaction_count: 1,
      spent_this_month: 12.34,
    });
    expect(card.last_used_at).toBeTruthy();
  });

  it.each([
    ['frozen card', { freeze: true }, 5, 'card_frozen'],
    ['over balance', {}, 100.01, 'insufficient_card_balance'],
    [
      'category not allowed',
      { patch: { allowed_categories: ['travel'] } },
      5,
      'category_not_allowed',
    ],
    [
      'over monthly spending limit',
      { patch: { spending_limit: 50 } },
      50.01,
      'exceeds_spending_limit',
    ],
  ] as const)('declines: %s', async (_name, setup, amount, code) => {
    const { call, seed, cardId } = await withCard(100);
    if ('freeze' in setup) await call('POST', `/cards/${cardId}/freeze`, { seed });
    if ('patch' in setup) await call('PATCH', `/cards/${cardId}`, { seed, body: setup.patch });
    const txn = (
      await call('POST', '/sandbox/purchases', {
        seed,
        body: { card_id: cardId, amount, merchant },
      })
    ).body;
    expect(txn).toMatchObject({ type: 'decline', decline_code: code, balance_after: 100 });
    expect(txn.decline_reason).toMatch(/\w+/);
    expect((await call('GET', `/cards/${cardId}`, { seed })).body.balance).toBe(100);
  });

  it("declines above the BIN's per-transaction and monthly maxima", async () => {
    const { call, fundedAccount } = testService();
    const { seed } = await fundedAccount(20_000);
    // 553421: max 1,500 per transaction, 10,000 per month.
    const card = (await call('POST', '/cards', { seed, body: { bin_id: '553421', amount: 5000 } }))
      .body.id;
    await call('POST', `/cards/${card}/fund`, { seed, body: { amount: 5000 } });
    await call('POST', `/cards/${card}/fund`, { seed, body: { amount: 5000 } });
    const big = (
      await call('POST', '/sandbox/purchases', { seed, body: { card_id: card, amount: 1500.01 } })
    ).body;
    expect(big.decline_code).toBe('exceeds_bin_transaction_limit');
    for (let i = 0; i < 6; i++)
      await call('POST', '/sandbox/purchases', { seed, body: { card_id: card, amount: 1500 } });
    const over = (
      await call('POST', '/sandbox/purchases', { seed, body: { card_id: card, amount: 1500 } })
    ).body;
    expect(over.decline_code).toBe('exceeds_bin_monthly_limit');
  });

  it('auto-freezes once the monthly spend reaches auto_freeze_at (0 disables)', async () => {
    const { call, seed, cardId } = await withCard(100);
    await call('PATCH', `/cards/${cardId}`, { seed, body: { auto_freeze_at: 30 } });
    await call('POST', '/sandbox/purchases', { seed, body: { card_id: cardId, amount: 20 } });
    expect((await call('GET', `/cards/${cardId}`, { seed })).body.status).toBe('active');
    await call('POST', '/sandbox/purchases', { seed, body: { card_id: cardId, amount: 10 } });
    expect((await call('GET', `/cards/${cardId}`, { seed })).body.status).toBe('frozen');
    await call('POST', `/cards/${cardId}/unfreeze`, { seed });
    await call('PATCH', `/cards/${cardId}`, { seed, body: { auto_freeze_at: 0 } });
    await call('POST', '/sandbox/purchases', { seed, body: { card_id: cardId, amount: 10 } });
    expect((await call('GET', `/cards/${cardId}`, { seed })).body.status).toBe('active');
  });

  it('settles and refunds with a timeline in the detail', async () => {
    const { call, clock, seed, cardId } = await withCard(100);
    const auth = (
      await call('POST', '/sandbox/purchases', {
        seed,
        body: { card_id: cardId, amount: 40, merchant },
      })
    ).body;
    clock.advance(60_000);
    const settlement = (await call('POST', `/sandbox/transactions/${auth.id}/settle`, { seed }))
      .body;
    expect(settlement).toMatchObject({ type: 'settlement', amount: -40, balance_after: 60 });
    expectError(
      await call('POST', `/sandbox/transactions/${auth.id}/settle`, { seed }),
      409,
      'invalid_state',
    );
    clock.advance(60_000);
    const refund = (
      await call('POST', `/sandbox/transactions/${auth.id}/refund`, { seed, body: { amount: 15 } })
    ).body;
    expect(refund).toMatchObject({ type: 'refund', amount: 15, balance_after: 75 });
    expectError(
      await call('POST', `/sandbox/transactions/${auth.id}/refund`, {
        seed,
        body: { amount: 25.01 },
      }),
      400,
      'invalid_amount',
    );
    await call('POST', `/sandbox/transactions/${auth.id}/refund`, { seed });
    expectError(
      await call('POST', `/sandbox/transactions/${auth.id}/refund`, { seed }),
      409,
      'invalid_state',
    );
    const detail = expectShape(
      transactionDetailSchema,
      (await call('GET', `/transactions/${refund.id}`, { seed })).body,
    );
    expect(detail.timeline?.map((e) => e.status)).toEqual([
      'authorized',
      'settled',
      'refunded',
      'refunded',
    ]);
    expect(detail).toMatchObject({
      mcc: '7311',
      three_ds: { status: 'not_required' },
      merchant_details: { name: 'Meta Ads', country: 'US' },
    });
    const wallet = (await call('GET', '/wallet/balance', { seed })).body;
    expect(wallet.total_spent).toBe(0);
    expectError(
      await call('GET', '/transactions/txn_nope', { seed }),
      404,
      'transaction_not_found',
    );
  });

  it('lists with every filter of the spec', async () => {
    const { call, clock, seed, cardId } = await withCard(500);
    const other = (await call('POST', '/cards', { seed, body: { bin_id: '485932', amount: 100 } }))
      .body.id;
    const start = new Date(clock.now()).toISOString();
    const buy = async (card: string, amount: number, name: string) => {
      clock.advance(1000);
      return (
        await call('POST', '/sandbox/purchases', {
          seed,
          body: { card_id: card, amount, merchant: { ...merchant, name } },
        })
      ).body;
    };
    const a = await buy(cardId, 10, 'Google Ads');
    const b = await buy(cardId, 250, 'Amazon Web Services');
    const c = await buy(other, 99, 'Google Cloud');
    const d = await buy(other, 1000, 'Airline');
    const mid = new Date(clock.now() - 1500).toISOString();
    const ids = async (q: string) => {
      const reply = await call('GET', `/transactions${q}`, { seed });
      return expectShape(pageOf(transactionSchema), reply.body).data.map((t) => t.id);
    };
    expect(await ids('')).toEqual([d.id, c.id, b.id, a.id]);
    expect(await ids(`?card_id=${other}`)).toEqual([d.id, c.id]);
    expect(await ids('?type=decline')).toEqual([d.id]);
    expect(await ids('?merchant=google')).toEqual([c.id, a.id]);
    expect(await ids('?min_amount=50&max_amount=250')).toEqual([c.id, b.id]);
    expect(await ids(`?from=${encodeURIComponent(mid)}`)).toEqual([d.id, c.id]);
    expect(await ids(`?from=${encodeURIComponent(start)}&to=${encodeURIComponent(mid)}`)).toEqual([
      b.id,
      a.id,
    ]);
    const paged = (await call('GET', '/transactions?per_page=3&page=2', { seed })).body;
    expect(paged.pagination).toMatchObject({ page: 2, per_page: 3, total: 4 });
    expect((await call('GET', '/transactions', { seed })).body.pagination.per_page).toBe(50);
    expectError(
      await call('GET', '/transactions?from=yesterday', { seed }),
      400,
      'invalid_request',
    );
    expectError(await call('GET', '/transactions?type=purchase', { seed }), 400, 'invalid_request');
    expectError(await call('GET', '/transactions?min_amount=-5', { seed }), 400, 'invalid_request');
  });
});

describe('3-D Secure', () => {
  async function challenge() {
    const t = testService();
    const acct = await t.fundedAccount(500);
    await t.call('POST', `/cards/${acct.cardId}/fund`, { seed: acct.seed, body: { amount: 100 } });
    const reply = await t.call('POST', '/sandbox/purchases', {
      seed: acct.seed,
      body: {
        card_id: acct.cardId,
        amount: 49.99,
        three_ds: true,
        merchant: { name: 'Shop', category: 'ecommerce', mcc: '5999', country: 'DE' },
      },
    });
    return { ...t, ...acct, reply };
  }

  it('creates a pending challenge with a 6-digit code valid 5 minutes', async () => {
    const { call, seed, reply } = await challenge();
    expect(reply.status).toBe(201);
    const ch = expectShape(challengeSchema, reply.body);
    expect(ch.otp).toBeUndefined();
    expect(Date.parse(ch.expires_at) - Date.parse(ch.created_at)).toBe(5 * 60 * 1000);
    const list = (await call('GET', '/3ds?status=pending', { seed })).body.data;
    expect(list).toHaveLength(1);
    expect(list[0].otp).toBeUndefined();
    const full = expectShape(challengeSchema, (await call('GET', `/3ds/${ch.id}`, { seed })).body);
    expect(full.otp).toMatch(/^\d{6}$/);
  });

  it('completes with the right code and authorizes; a wrong code is 400 and changes nothing', async () => {
    const { call, seed, cardId, reply } = await challenge();
    const id = reply.body.id;
    const otp = (await call('GET', `/3ds/${id}`, { seed })).body.otp as string;
    const wrong = otp === '000000' ? '111111' : '000000';
    expectError(
      await call('POST', `/sandbox/3ds/${id}/complete`, { seed, body: { otp: wrong } }),
      400,
      'invalid_otp',
    );
    expect((await call('GET', `/3ds/${id}`, { seed })).body.status).toBe('pending');
    const txn = (await call('POST', `/sandbox/3ds/${id}/complete`, { seed, body: { otp } })).body;
    expect(txn).toMatchObject({ type: 'authorization', amount: -49.99, card_id: cardId });
    expect((await call('GET', `/3ds/${id}`, { seed })).body).toMatchObject({
      status: 'completed',
      transaction_id: txn.id,
    });
    expectError(
      await call('POST', `/sandbox/3ds/${id}/complete`, { seed, body: { otp } }),
      409,
      'invalid_state',
    );
    const detail = (await call('GET', `/transactions/${txn.id}`, { seed })).body;
    expect(detail.three_ds).toEqual({ status: 'completed', challenge_id: id });
    expect(detail.timeline.map((e: { status: string }) => e.status)).toEqual([
      '3ds_challenge',
      'authorized',
    ]);
  });

  it('expires after exactly 5 minutes and declines the purchase', async () => {
    const { call, clock, seed, reply } = await challenge();
    const id = reply.body.id;
    const otp = (await call('GET', `/3ds/${id}`, { seed })).body.otp;
    clock.advance(5 * 60 * 1000 - 1);
    expect((await call('GET', `/3ds/${id}`, { seed })).body.status).toBe('pending');
    clock.advance(1);
    expectError(
      await call('POST', `/sandbox/3ds/${id}/complete`, { seed, body: { otp } }),
      409,
      'challenge_expired',
    );
    expect((await call('GET', `/3ds/${id}`, { seed })).body.status).toBe('expired');
    const declines = (await call('GET', '/transactions?type=decline', { seed })).body.data;
    expect(declines).toHaveLength(1);
    expect(declines[0].decline_code).toBe('three_ds_expired');
    expect((await call('GET', '/3ds?status=expired', { seed })).body.data).toHaveLength(1);
  });
});

describe('BINs', () => {
  it('lists a catalogue of Visa and Mastercard BINs with every field (the `3ds` key)', async () => {
    const { call, fundedAccount } = testService();
    const { seed } = await fundedAccount(10);
    const bins = expectShape(listOf(binSchema), (await call('GET', '/bins', { seed })).body).data;
    expect(bins.length).toBeGreaterThanOrEqual(6);
    expect(new Set(bins.map((b) => b.network))).toEqual(new Set(['visa', 'mastercard']));
    expect(bins.every((b) => typeof b['3ds'] === 'boolean' && b.best_for.length > 0)).toBe(true);
  });
});

describe('webhooks', () => {
  it('registers (201, secret generated), lists without secrets, deletes', async () => {
    const { call, fundedAccount } = testService();
    const { seed } = await fundedAccount(10);
    const reply = await call('POST', '/webhooks', {
      seed,
      body: { url: 'https://hooks.example/in', events: ['*'] },
    });
    expect(reply.status).toBe(201);
    const hook = expectShape(webhookSchema, reply.body);
    expect(hook.secret).toMatch(/^whsec_[0-9a-f]{40}$/);
    const own = (
      await call('POST', '/webhooks', {
        seed,
        body: {
          url: 'https://hooks.example/2',
          events: ['card.frozen'],
          secret: 'my-own-secret-123456',
        },
      })
    ).body;
    expect(own.secret).toBe('my-own-secret-123456');
    const list = expectShape(webhookListSchema, (await call('GET', '/webhooks', { seed })).body);
    expect(list.map((w) => w.id)).toEqual([hook.id, own.id]);
    expect(list.every((w) => w.secret === undefined)).toBe(true);
    expect((await call('DELETE', `/webhooks/${hook.id}`, { seed })).body).toEqual({
      id: hook.id,
      deleted: true,
    });
    expectError(await call('DELETE', `/webhooks/${hook.id}`, { seed }), 404, 'webhook_not_found');
  });

  it('refuses non-HTTPS URLs, unknown events and "*" with others', async () => {
    const { call, fundedAccount } = testService();
    const { seed } = await fundedAccount(10);
    for (const body of [
      { url: 'http://hooks.example/in', events: ['*'] },
      { url: 'http://127.0.0.1:9/in', events: ['*'] },
      { url: 'ftp://hooks.example/in', events: ['*'] },
      { url: 'not a url', events: ['*'] },
      { url: 'https://hooks.example/in', events: ['card.exploded'] },
      { url: 'https://hooks.example/in', events: ['*', 'card.created'] },
      { url: 'https://hooks.example/in', events: [] },
      { url: 'https://hooks.example/in', events: ['*'], secret: 'short' },
    ]) {
      expectError(await call('POST', '/webhooks', { seed, body }), 400, 'invalid_request');
    }
  });

  it('signs every delivery with HMAC-SHA256 of the exact payload', async () => {
    const { call, fundedAccount } = testService();
    const { seed, cardId } = await fundedAccount(100);
    const hook = (
      await call('POST', '/webhooks', {
        seed,
        body: { url: 'https://hooks.example/in', events: ['*'], secret: 'a-very-secret-value' },
      })
    ).body;
    await call('POST', `/cards/${cardId}/fund`, { seed, body: { amount: 5 } });
    await call('POST', `/cards/${cardId}/freeze`, { seed });
    const deliveries = (await call('GET', '/sandbox/webhooks/deliveries', { seed })).body.data;
    expect(deliveries.map((d: { event_type: string }) => d.event_type)).toEqual([
      'card.frozen',
      'card.funded',
    ]);
    const { createHmac } = await import('node:crypto');
    for (const d of deliveries) {
      expect(d.webhook_id).toBe(hook.id);
      expect(d.status).toBe('recorded');
      expect(d.signature).toBe(
        createHmac('sha256', 'a-very-secret-value').update(d.payload).digest('hex'),
      );
      const payload = JSON.parse(d.payload);
      expect(Object.keys(payload)).toEqual(['id', 'type', 'created_at', 'data']);
      expect(payload.data.id).toBe(cardId);
    }
  });
});

describe('rate limits', () => {
  it('limits card details to 30 per minute with Retry-After', async () => {
    const { call, clock, fundedAccount } = testService();
    const { seed, cardId } = await fundedAccount(10);
    for (let i = 0; i < 30; i++)
      expect((await call('GET', `/cards/${cardId}/details`, { seed })).status).toBe(200);
    clock.advance(20_000);
    const limited = await call('GET', `/cards/${cardId}/details`, { seed });
    expectError(limited, 429, 'rate_limited');
    expect(limited.headers.get('Retry-After')).toBe('40');
    expect((await call('GET', `/cards/${cardId}`, { seed })).status).toBe(200);
    clock.advance(40_000);
    expect((await call('GET', `/cards/${cardId}/details`, { seed })).status).toBe(200);
  });

  it('limits card creation to 50 per minute', async () => {
    const { call, fundedAccount } = testService();
    const { seed } = await fundedAccount(100);
    for (let i = 0; i < 50; i++)
      expect(
        (await call('POST', '/cards', { seed, body: { bin_id: '485932', amount: 1 } })).status,
      ).toBe(201);
    expectError(
      await call('POST', '/cards', { seed, body: { bin_id: '485932', amount: 1 } }),
      429,
      'rate_limited',
    );
  });

  it('limits all requests per seed per minute and per hour, and not other seeds', async () => {
    const { call, clock, fundedAccount } = testService({ limits: { perMinute: 20, perHour: 30 } });
    const a = await fundedAccount(10);
    const b = await fundedAccount(10);
    let ok = 0;
    for (let i = 0; i < 25; i++)
      if ((await call('GET', '/bins', { seed: a.seed })).status === 200) ok++;
    expect(ok).toBe(17); // 3 requests were spent by fundedAccount
    expect((await call('GET', '/bins', { seed: b.seed })).status).toBe(200);
    clock.advance(60_000);
    ok = 0;
    for (let i = 0; i < 25; i++)
      if ((await call('GET', '/bins', { seed: a.seed })).status === 200) ok++;
    expect(ok).toBe(10);
    const hourly = await call('GET', '/bins', { seed: a.seed });
    expect(Number(hourly.headers.get('Retry-After'))).toBeGreaterThan(60);
  });
});

describe('idempotency', () => {
  it('replays the first answer for the same key and request, and changes nothing', async () => {
    const { call, fundedAccount } = testService();
    const { seed, cardId } = await fundedAccount(100);
    const headers = { 'X-Idempotency-Key': 'fund-1' };
    const first = await call('POST', `/cards/${cardId}/fund`, {
      seed,
      body: { amount: 10 },
      headers,
    });
    const second = await call('POST', `/cards/${cardId}/fund`, {
      seed,
      body: { amount: 10 },
      headers,
    });
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
    expect((await call('GET', '/wallet/balance', { seed })).body.balance).toBe(90);
    const conflict = await call('POST', `/cards/${cardId}/fund`, {
      seed,
      body: { amount: 11 },
      headers,
    });
    expectError(conflict, 409, 'idempotency_key_reused');
    expect((await call('GET', '/wallet/balance', { seed })).body.balance).toBe(90);
  });

  it('scopes keys per seed and does not store failures', async () => {
    const { call, fundedAccount } = testService();
    const a = await fundedAccount(10);
    const b = await fundedAccount(100);
    const headers = { 'X-Idempotency-Key': 'same' };
    expectError(
      await call('POST', `/cards/${a.cardId}/fund`, {
        seed: a.seed,
        body: { amount: 20 },
        headers,
      }),
      400,
      'insufficient_funds',
    );
    expect(
      (
        await call('POST', `/cards/${b.cardId}/fund`, {
          seed: b.seed,
          body: { amount: 20 },
          headers,
        })
      ).status,
    ).toBe(200);
    const dep = (
      await call('POST', '/sandbox/deposits', {
        seed: a.seed,
        body: { currency: 'usdt', amount_usd: 50 },
      })
    ).body;
    await call('POST', `/sandbox/deposits/${dep.id}/confirm`, { seed: a.seed });
    expect(
      (
        await call('POST', `/cards/${a.cardId}/fund`, {
          seed: a.seed,
          body: { amount: 20 },
          headers,
        })
      ).status,
    ).toBe(200);
  });
});

describe('routing and errors', () => {
  it('answers unknown routes 404 and wrong methods 405 in the error shape', async () => {
    const { call, fundedAccount } = testService();
    const { seed } = await fundedAccount(10);
    expectError(await call('GET', '/nothing-here', { seed }), 404, 'not_found');
    expectError(await call('PUT', '/cards', { seed }), 405, 'method_not_allowed');
    expectError(await call('GET', '/cards/x/fund', { seed }), 405, 'method_not_allowed');
  });

  it('sends CORS headers and answers preflight', async () => {
    const { service } = testService();
    const pre = await service.handle(new Request('http://x/v1/api/cards', { method: 'OPTIONS' }));
    expect(pre.status).toBe(204);
    expect(pre.headers.get('Access-Control-Allow-Headers')).toContain('X-Seed');
  });

  it('sends CORS headers on every answer to a cross-origin request (with Origin), errors too', async () => {
    const { call, fundedAccount } = testService();
    const { seed } = await fundedAccount(10);
    const origin = { Origin: 'http://localhost:5173' };
    const ok = await call('GET', '/cards', { seed, headers: origin });
    expect(ok.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(ok.headers.get('Access-Control-Expose-Headers')).toContain('Retry-After');
    const refused = await call('GET', '/cards', { seed: 'AAAA-AAAA-AAAA-AAAA', headers: origin });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('Access-Control-Allow-Origin')).toBe('*');
    // Without Origin (curl, servers) the five CORS headers are left off; nothing else changes.
    const plain = await call('GET', '/cards', { seed });
    expect(plain.headers.get('Access-Control-Allow-Origin')).toBeNull();
    expect(plain.headers.get('Cache-Control')).toBe('no-store');
    expect(plain.body).toEqual(ok.body);
  });

  it('serves an OpenAPI 3.1 document that covers every route', async () => {
    const { call } = testService();
    const doc = (await call('GET', '/openapi.json')).body;
    expect(doc.openapi).toBe('3.1.0');
    const { createRouter } = await import('./http/router');
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([p, ops]) =>
        Object.keys(ops as object).map((m) => `${m.toUpperCase()} ${p}`),
      ),
    );
    const routed = new Set(
      createRouter().routes.map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, '{$1}')}`),
    );
    expect(documented).toEqual(routed);
    expect(doc.components.schemas.Bin.properties['3ds']).toEqual({ type: 'boolean' });
  });

  it('gives every operation of the document a unique operationId', async () => {
    const { call } = testService();
    const doc = (await call('GET', '/openapi.json')).body;
    const ids = Object.values(doc.paths).flatMap((ops) =>
      Object.values(ops as Record<string, { operationId?: string }>).map((op) => op.operationId),
    );
    expect(ids.length).toBeGreaterThan(30);
    expect(ids.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
