import { describe, expect, it } from 'vitest';
import { cardSummarySchema } from './cards';
import { fromCents } from './money';
import { usdSchema, usdTextSchema } from './common';
import { depositAddressesSchema } from './wallet';

describe('the money schema (decision 006, 2026-11-26)', () => {
  it('reads the wire’s USD as integer cents and writes cents back as USD', () => {
    expect(usdSchema.parse(19.99)).toBe(1999);
    expect(usdSchema.parse(0.1 + 0.2)).toBe(30);
    expect(usdSchema.parse(-12.25)).toBe(-1225);
    expect(fromCents(usdSchema.parse(19.99))).toBe(19.99);
    expect(fromCents(usdSchema.parse(0.07))).toBe(0.07);
  });

  it('refuses what is not an amount as a parse error, never an exception', () => {
    expect(usdSchema.safeParse(1e300).success).toBe(false);
    expect(usdSchema.safeParse('12.50').success).toBe(false);
    expect(usdSchema.safeParse(Number.NaN).success).toBe(false);
  });

  it('reads every money field of an answer as cents, and leaves the rest alone', () => {
    const card = cardSummarySchema.parse({
      id: 'card_1',
      bin_id: 'bin_1',
      network: 'visa',
      last4: '4242',
      status: 'active',
      balance: 123.45,
      label: 'Ads',
      created_at: '2026-11-26T00:00:00Z',
      spending_limit: null,
      total_spent: 76.5,
      transaction_count: 3,
      metadata: {},
      expires_at: '2029-11-30T00:00:00Z',
      auto_freeze_at: 500,
      spent_this_month: 0.01,
    });
    expect(card).toMatchObject({
      balance: 12345,
      spending_limit: null,
      total_spent: 7650,
      auto_freeze_at: 50000,
      spent_this_month: 1,
      transaction_count: 3,
    });
  });

  it('reads a fee written as a decimal string as cents, and an unreadable one as null', () => {
    expect(usdTextSchema.parse('1.50')).toBe(150);
    expect(usdTextSchema.parse('about a dollar')).toBeNull();
    const addresses = depositAddressesSchema.parse({
      addresses: { btc: 'bc1q' },
      networks: { btc: 'bitcoin' },
      min_deposit: { btc: '0.0001' },
      fee_usd: { btc: '2.00', eth: '0' },
    });
    expect(addresses.fee_usd).toEqual({ btc: 200, eth: 0 });
    // The minimum is in the currency's own units (spec), not money: it stays as written.
    expect(addresses.min_deposit).toEqual({ btc: '0.0001' });
  });
});
