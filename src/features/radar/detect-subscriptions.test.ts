import { describe, expect, it } from 'vitest';
import type { Transaction } from '../../contract/transactions';
import { DAY_MS, nextDue } from './cadence';
import { detectSubscriptions } from './detect-subscriptions';
import { findShortfalls } from './shortfall';

const T0 = Date.parse('2026-01-15T10:00:00.000Z');
let n = 0;
function txn(
  merchant: string,
  at: number,
  cents: number,
  type: Transaction['type'] = 'authorization',
  card = 'card_a',
): Transaction {
  return {
    id: `txn_${++n}`,
    card_id: card,
    type,
    amount: type === 'refund' ? cents : -cents,
    currency: 'USD',
    merchant: { name: merchant, category: 'software', mcc: '5734', country: 'US' },
    balance_after: 0,
    created_at: new Date(at).toISOString(),
  };
}
const months = (k: number) => nextDueN(T0, 'monthly', k);
function nextDueN(at: number, cadence: 'monthly' | 'yearly', k: number) {
  for (let i = 0; i < k; i++) at = nextDue(at, cadence);
  return at;
}
const names = (found: ReturnType<typeof detectSubscriptions>) => found.map((s) => s.merchant);

describe('detectSubscriptions', () => {
  it('finds a weekly charge and expects the next a week after the last', () => {
    const rows = [0, 1, 2, 3].map((w) => txn('Gym', T0 + w * 7 * DAY_MS, 12_00));
    const [gym] = detectSubscriptions(rows, T0 + 22 * DAY_MS);
    expect(gym).toMatchObject({ cadence: 'weekly', nextAt: T0 + 28 * DAY_MS, nextCents: 12_00 });
    expect(gym!.charges).toHaveLength(4);
  });

  it('finds a monthly charge by calendar month, Jan 31 → Feb 28 → Mar 31', () => {
    const jan31 = Date.parse('2026-01-31T08:00:00.000Z');
    const rows = ['2026-01-31', '2026-02-28', '2026-03-31'].map((d) =>
      txn('Netflix', Date.parse(`${d}T08:00:00.000Z`), 15_99),
    );
    const [netflix] = detectSubscriptions(rows, Date.parse('2026-04-10T00:00:00.000Z'));
    expect(netflix?.cadence).toBe('monthly');
    expect(new Date(netflix!.nextAt).toISOString()).toBe('2026-04-30T08:00:00.000Z');
    expect(nextDue(jan31, 'monthly')).toBe(Date.parse('2026-02-28T08:00:00.000Z'));
  });

  it('finds a yearly charge from two charges a year apart', () => {
    const rows = [txn('Domain', T0, 20_00), txn('Domain', nextDueN(T0, 'yearly', 1), 20_00)];
    const [domain] = detectSubscriptions(rows, nextDueN(T0, 'yearly', 1) + DAY_MS);
    expect(domain).toMatchObject({ cadence: 'yearly', nextAt: nextDueN(T0, 'yearly', 2) });
  });

  it('allows 3 days either side of the expected date, not 4', () => {
    const late = (days: number) => [
      txn('Spotify', months(0), 9_99),
      txn('Spotify', months(1) + days * DAY_MS, 9_99),
      txn('Spotify', months(2) + days * DAY_MS, 9_99),
    ];
    const now = months(2) + 5 * DAY_MS;
    expect(names(detectSubscriptions(late(3), now))).toEqual(['Spotify']);
    expect(names(detectSubscriptions(late(-3), now))).toEqual(['Spotify']);
    expect(names(detectSubscriptions(late(4), now))).toEqual([]);
  });

  it('allows amounts within 10 % of the one before, and flags a rise', () => {
    const rows = (last: number) => [
      txn('iCloud+', months(0), 2_99),
      txn('iCloud+', months(1), 2_99),
      txn('iCloud+', months(2), last),
    ];
    const [rise] = detectSubscriptions(rows(3_28), months(2));
    expect(rise?.priceRise).toEqual({ fromCents: 2_99, toCents: 3_28 });
    expect(rise?.nextCents).toBe(3_28);
    expect(detectSubscriptions(rows(2_99), months(2))[0]?.priceRise).toBeNull();
    // $2.99 → $3.30 is 10.4 %: the last charge is something else, and two are no series.
    expect(detectSubscriptions(rows(3_30), months(2))).toEqual([]);
  });

  it('does not take a grocery shop visited three times at random intervals for a subscription', () => {
    const rows = [
      txn('Whole Foods', T0 + 5 * DAY_MS, 23_18),
      txn('Whole Foods', T0 + 17 * DAY_MS, 61_40),
      txn('Whole Foods', T0 + 56 * DAY_MS, 8_75),
    ];
    expect(detectSubscriptions(rows, T0 + 60 * DAY_MS)).toEqual([]);
    // Even at a steady price, 12 and 39 days apart is no cadence.
    const steady = rows.map((r) => ({ ...r, amount: -20_00 }));
    expect(detectSubscriptions(steady, T0 + 60 * DAY_MS)).toEqual([]);
  });

  it('counts each charge once: settlements repeat it, declines and refunds are not charges', () => {
    const rows = [0, 1, 2].flatMap((k) => [
      txn('Netflix', months(k), 15_99),
      txn('Netflix', months(k) + 2 * DAY_MS, 15_99, 'settlement'),
      txn('Netflix', months(k) + 10 * DAY_MS, 15_99, 'decline'),
    ]);
    rows.push(txn('Netflix', months(1) + DAY_MS, 15_99, 'refund'));
    const found = detectSubscriptions(rows, months(2) + DAY_MS);
    expect(found).toHaveLength(1);
    expect(found[0]!.charges.map((c) => c.at)).toEqual([months(0), months(1), months(2)]);
    // Declines alone, however regular, took no money: no subscription.
    const declines = [0, 1, 2].map((k) => txn('Hulu', months(k), 7_99, 'decline'));
    expect(detectSubscriptions(declines, months(2))).toEqual([]);
  });

  it('keeps cards apart, and leaves out a series whose charge is more than 3 days late', () => {
    const rows = [0, 1, 2].flatMap((k) => [
      txn('Netflix', months(k), 15_99, 'authorization', 'card_a'),
      txn('Netflix', months(k) + DAY_MS, 15_99, 'authorization', 'card_b'),
    ]);
    expect(detectSubscriptions(rows, months(3)).map((s) => s.cardId)).toEqual(['card_a', 'card_b']);
    expect(detectSubscriptions(rows, months(3) + 4 * DAY_MS + DAY_MS / 2)).toEqual([]);
  });
});

describe('findShortfalls', () => {
  const rows = [0, 1, 2].flatMap((k) => [
    txn('Netflix', months(k), 15_99),
    txn('Spotify', months(k) + 60_000, 9_99),
  ]);
  const subs = detectSubscriptions(rows, months(2));

  it('warns within 3 days when the balance is below the charges due, with the shortfall', () => {
    const [short] = findShortfalls(
      subs,
      [{ id: 'card_a', balance: 12_40 }],
      months(3) - 2 * DAY_MS,
    );
    expect(short).toMatchObject({ dueCents: 25_98, balanceCents: 12_40, shortCents: 13_58 });
    expect(short!.due.map((s) => s.merchant)).toEqual(['Netflix', 'Spotify']);
  });

  it('stays quiet 4 days ahead, or when the balance covers them', () => {
    const card = { id: 'card_a', balance: 12_40 };
    expect(findShortfalls(subs, [card], months(3) - 4 * DAY_MS)).toEqual([]);
    expect(findShortfalls(subs, [{ ...card, balance: 25_98 }], months(3) - DAY_MS)).toEqual([]);
  });
});
