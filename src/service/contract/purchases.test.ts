// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageOf, transactionDetailSchema, transactionSchema } from '../../contract';
import { testService } from '../testing';
import { expectShape, expectError } from './expect';

// The service against the spec: purchases and transactions (split from contract.test.ts).

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
