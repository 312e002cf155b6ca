// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  cardDetailsSchema,
  cardListItemSchema,
  cardSummarySchema,
  createCardResultSchema,
  freezeResultSchema,
  pageOf,
  terminateResultSchema,
  unfreezeResultSchema,
  walletBalanceSchema,
} from '../../contract';
import { isLuhnValid } from '../domain/luhn';
import { testService } from '../testing';
import { expectShape, expectError } from './expect';

// The service against the spec: cards (split from contract.test.ts).

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
