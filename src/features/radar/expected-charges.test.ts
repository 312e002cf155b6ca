import { describe, expect, it } from 'vitest';
import { DAY_MS } from './cadence';
import type { Subscription } from './detect-subscriptions';
import { expectedChargesBefore } from './expected-charges';

const at = (iso: string) => Date.parse(iso);
const sub = (merchant: string, cadence: Subscription['cadence'], nextAt: number, cents: number) =>
  ({
    key: `card_a:${merchant}`,
    cardId: 'card_a',
    merchant,
    cadence,
    charges: [],
    nextAt,
    nextCents: cents,
    priceRise: null,
  }) satisfies Subscription;

describe('expectedChargesBefore', () => {
  const end = at('2026-12-01T00:00:00Z');

  it('counts a monthly charge due before the month ends, not one after', () => {
    const found = expectedChargesBefore(
      [
        sub('Netflix', 'monthly', at('2026-11-20T08:00:00Z'), 15_99),
        sub('Domain', 'yearly', at('2026-12-02T08:00:00Z'), 20_00),
      ],
      end,
    );
    expect(found.map((c) => [c.merchant, c.cents])).toEqual([['Netflix', 15_99]]);
  });

  it('counts every weekly charge left in the month', () => {
    const gym = sub('Gym', 'weekly', at('2026-11-09T07:00:00Z'), 12_00);
    const found = expectedChargesBefore([gym], end);
    expect(found.map((c) => new Date(c.at).toISOString().slice(0, 10))).toEqual([
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
      '2026-11-30',
    ]);
  });

  it('still expects a charge that is due and has not come (on November 5, due the 3rd)', () => {
    const late = sub('Spotify', 'monthly', at('2026-11-03T08:00:00Z'), 9_99);
    expect(expectedChargesBefore([late], end)).toHaveLength(1);
    // Ten days later, the next month's is expected too.
    expect(expectedChargesBefore([late], end + 10 * DAY_MS)).toHaveLength(2);
  });
});
