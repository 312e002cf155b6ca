import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Transaction } from '../../contract/transactions';
import { budgetLevel, monthFigures, percentUsed, safeToSpend, spentBetween } from './budget-rules';
import { monthBounds, monthIndex } from './month-bounds';

let n = 0;
function txn(
  type: Transaction['type'],
  cents: number,
  at: string,
  extra: { card?: string; category?: string } = {},
): Transaction {
  return {
    id: `txn_${++n}`,
    card_id: extra.card ?? 'card_a',
    type,
    amount: type === 'refund' ? cents : -cents,
    currency: 'USD',
    merchant: { name: 'Shop', category: extra.category ?? 'groceries', mcc: '5411', country: 'US' },
    balance_after: 0,
    created_at: at,
  };
}

const NOV = { start: Date.parse('2026-11-01T00:00:00Z'), end: Date.parse('2026-12-01T00:00:00Z') };

describe('spentBetween', () => {
  it('counts pending and settled purchases once, not declines; refunds give back', () => {
    const rows = [
      txn('authorization', 40_00, '2026-11-03T10:00:00Z'),
      txn('settlement', 40_00, '2026-11-04T10:00:00Z'), // repeats the one above
      txn('authorization', 12_50, '2026-11-05T10:00:00Z'), // still pending
      txn('decline', 99_00, '2026-11-05T11:00:00Z'),
      txn('refund', 10_00, '2026-11-06T10:00:00Z'),
      txn('authorization', 7_00, '2026-10-31T23:59:59Z'), // last month
    ];
    expect(spentBetween(rows, NOV.start, NOV.end)).toBe(42_50);
  });

  it('never goes below nothing when refunds outweigh purchases', () => {
    const rows = [txn('refund', 30_00, '2026-11-02T10:00:00Z')];
    expect(spentBetween(rows, NOV.start, NOV.end)).toBe(0);
  });

  it('keeps to a card or a category', () => {
    const rows = [
      txn('authorization', 5_00, '2026-11-02T10:00:00Z', { card: 'card_b' }),
      txn('authorization', 8_00, '2026-11-02T10:00:00Z', { category: 'travel' }),
    ];
    expect(spentBetween(rows, NOV.start, NOV.end, { cardId: 'card_b' })).toBe(5_00);
    expect(spentBetween(rows, NOV.start, NOV.end, { category: 'travel' })).toBe(8_00);
    expect(spentBetween(rows, NOV.start, NOV.end)).toBe(13_00);
  });

  it('is the sum of its parts in whole cents, whatever the split of the month', () => {
    const purchase = fc.record({
      cents: fc.integer({ min: 1, max: 1_000_000_00 }),
      at: fc.integer({ min: NOV.start, max: NOV.end - 1 }),
    });
    fc.assert(
      fc.property(fc.array(purchase), fc.integer({ min: NOV.start, max: NOV.end }), (ps, cut) => {
        const rows = ps.map((p) => txn('authorization', p.cents, new Date(p.at).toISOString()));
        const whole = spentBetween(rows, NOV.start, NOV.end);
        expect(Number.isInteger(whole)).toBe(true);
        expect(whole).toBe(spentBetween(rows, NOV.start, cut) + spentBetween(rows, cut, NOV.end));
      }),
    );
  });
});

describe('thresholds and safe to spend', () => {
  it('warns from 80 % and again from 100 %', () => {
    expect(budgetLevel(399_99, 500_00)).toBe('under');
    expect(budgetLevel(400_00, 500_00)).toBe('near');
    expect(budgetLevel(499_99, 500_00)).toBe('near');
    expect(budgetLevel(500_00, 500_00)).toBe('over');
    expect(percentUsed(399_99, 500_00)).toBe(79);
  });

  it('agrees with the percentage for any amounts', () => {
    const cents = fc.integer({ min: 0, max: 1_000_000_00 });
    fc.assert(
      fc.property(cents, fc.integer({ min: 1, max: 1_000_000_00 }), (spent, budget) => {
        const level = budgetLevel(spent, budget);
        expect(level === 'over').toBe(spent >= budget);
        expect(level !== 'under').toBe(spent * 100 >= budget * 80);
      }),
    );
  });

  it('is the budget left less the charges expected, in cents', () => {
    expect(safeToSpend(500_00, 412_00, 25_98)).toBe(62_02);
    expect(safeToSpend(500_00, 490_00, 25_98)).toBe(-15_98);
  });
});

describe('months in the person’s time zone', () => {
  it('starts November at local midnight in New York and Tokyo, not at UTC midnight', () => {
    const at = Date.parse('2026-11-15T12:00:00Z');
    expect(new Date(monthBounds(at, 'America/New_York').start).toISOString()).toBe(
      '2026-11-01T04:00:00.000Z', // EDT, the day DST ends
    );
    expect(new Date(monthBounds(at, 'America/New_York').end).toISOString()).toBe(
      '2026-12-01T05:00:00.000Z', // EST
    );
    expect(new Date(monthBounds(at, 'Asia/Tokyo').start).toISOString()).toBe(
      '2026-10-31T15:00:00.000Z',
    );
  });

  it('puts a purchase at 20:00 on October 31 in New York in October, though it is November in UTC', () => {
    const rows = [txn('authorization', 9_00, '2026-11-01T00:30:00Z')];
    const now = Date.parse('2026-11-10T12:00:00Z');
    expect(monthFigures(rows, now, 'America/New_York')).toMatchObject({
      spent: 0,
      spentByNowLastMonth: 0, // Oct 31 is past "by this day" (Oct 10)
    });
    expect(monthFigures(rows, now, 'UTC').spent).toBe(9_00);
  });

  it('compares with last month by the same day', () => {
    const now = Date.parse('2026-11-10T12:00:00Z');
    const rows = [
      txn('authorization', 380_00, '2026-10-09T12:00:00Z'),
      txn('authorization', 100_00, '2026-10-20T12:00:00Z'),
      txn('authorization', 412_00, '2026-11-02T12:00:00Z'),
    ];
    expect(monthFigures(rows, now, 'UTC')).toMatchObject({
      spent: 412_00,
      spentByNowLastMonth: 380_00,
    });
  });

  it('has a first instant in the month and the one before it in the month before, in any zone', () => {
    const zones = [
      'UTC',
      'America/New_York',
      'America/Santiago', // DST begins at midnight: the first of some months starts at 01:00
      'Europe/London',
      'Australia/Lord_Howe', // a half-hour DST change
      'Asia/Kathmandu',
      'Pacific/Kiritimati',
      'Pacific/Pago_Pago',
    ];
    const instant = fc.integer({
      min: Date.parse('2000-01-01T00:00:00Z'),
      max: Date.parse('2040-01-01T00:00:00Z'),
    });
    fc.assert(
      fc.property(instant, fc.constantFrom(...zones), (at, zone) => {
        const { start, end } = monthBounds(at, zone);
        expect(start).toBeLessThanOrEqual(at);
        expect(at).toBeLessThan(end);
        expect(monthIndex(start, zone)).toBe(monthIndex(at, zone));
        expect(monthIndex(start - 1, zone)).toBe(monthIndex(at, zone) - 1);
        expect(monthIndex(end, zone)).toBe(monthIndex(at, zone) + 1);
        expect(monthBounds(at, zone, -1).end).toBe(start);
      }),
    );
  });
});
