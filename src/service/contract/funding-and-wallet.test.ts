// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  CURRENCY_OF_ASSET,
  depositAddressesSchema,
  depositSchema,
  fundResultSchema,
  listOf,
  withdrawResultSchema,
} from '../../contract';
import { testService } from '../testing';
import { expectShape, expectError } from './expect';

// The service against the spec: funding, the wallet and deposits (split from contract.test.ts).

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
