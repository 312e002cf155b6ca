import { describe, expect, it } from 'vitest';
import { transactionSchema, type Transaction } from '../../contract/transactions';
import { aggregateSpending } from './spending';

/** A transaction as the wire has it (USD), read as the app reads it (cents). */
const t = (
  type: Transaction['type'],
  amount: number,
  day: Date,
  category = 'software',
): Transaction =>
  transactionSchema.parse({
    id: 'x',
    card_id: 'c',
    type,
    amount,
    currency: 'USD',
    merchant: { name: 'm', category, mcc: '0', country: 'US' },
    balance_after: 0,
    created_at: day.toISOString(),
  });

describe('aggregateSpending', () => {
  it('counts authorizations minus refunds in cents, per day and category, ignoring declines and settlements', () => {
    const now = new Date(2026, 10, 22, 12);
    const today = new Date(2026, 10, 22, 9);
    const yesterday = new Date(2026, 10, 21, 9);
    const s = aggregateSpending(
      [
        t('authorization', -0.1, today),
        t('authorization', -0.2, today),
        t('refund', 0.05, today),
        t('decline', -99, today),
        t('settlement', -0.1, today),
        t('authorization', -10, yesterday, 'travel'),
        t('authorization', -5, new Date(2026, 8, 1)),
      ],
      now,
      30,
    );
    expect(s.days).toHaveLength(30);
    expect(s.days.at(-1)).toEqual({ day: '2026-11-22', cents: 25 });
    expect(s.days.at(-2)).toEqual({ day: '2026-11-21', cents: 1000 });
    expect(s.totalCents).toBe(1025);
    expect(s.categories).toEqual([
      { category: 'travel', cents: 1000 },
      { category: 'software', cents: 25 },
    ]);
  });
});
