import type { Transaction } from '../../contract/transactions';
import type { Cents } from '../../lib/money';
import {
  CADENCES,
  DAY_MS,
  MIN_CHARGES,
  TOLERANCE_DAYS,
  closeInAmount,
  followsOn,
  nextDue,
  type Cadence,
} from './cadence';

/** A recurring charge found in a card's history, and what it should do next. */
export type Subscription = {
  /** The card and the merchant, as "Not a subscription" remembers it. */
  key: string;
  cardId: string;
  merchant: string;
  cadence: Cadence;
  /** The charges in the series (oldest first): when (ms) and how much (cents, positive). */
  charges: Array<{ at: number; cents: Cents }>;
  nextAt: number;
  /** The next charge is expected to repeat the last one. */
  nextCents: Cents;
  /** The last charge cost more than the one before it (by at most 10 %, or it is no series). */
  priceRise: { fromCents: Cents; toCents: Cents } | null;
};

type Charge = { at: number; cents: Cents; merchant: string; cardId: string };

/** One merchant's charges are the same whatever the case and spacing of its name. */
const merchantKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();
export const subscriptionKey = (cardId: string, merchant: string) =>
  `${cardId}:${merchantKey(merchant)}`;

/**
 * The charges: authorizations only. A settlement repeats its authorization (it moves no money,
 * lib/purchases.ts), a decline took nothing and a refund gives money back: none of them is a
 * charge, and none breaks a series. A charge refunded later was still made on its day.
 */
function chargesByCardAndMerchant(transactions: Transaction[]): Map<string, Charge[]> {
  const groups = new Map<string, Charge[]>();
  for (const t of transactions) {
    if (t.type !== 'authorization' || t.amount >= 0) continue;
    const key = subscriptionKey(t.card_id, t.merchant.name);
    const charge = {
      at: Date.parse(t.created_at),
      cents: -t.amount,
      merchant: t.merchant.name,
      cardId: t.card_id,
    };
    groups.set(key, [...(groups.get(key) ?? []), charge]);
  }
  for (const list of groups.values()) list.sort((a, b) => a.at - b.at);
  return groups;
}

/** The longest run of charges ending with the latest that keeps to the cadence and the price. */
function trailingSeries(charges: Charge[], cadence: Cadence): Charge[] {
  const series = [charges[charges.length - 1]!];
  for (let i = charges.length - 2; i >= 0; i--) {
    const earlier = charges[i]!;
    const later = series[0]!;
    if (!followsOn(earlier.at, later.at, cadence) || !closeInAmount(earlier.cents, later.cents))
      break;
    series.unshift(earlier);
  }
  return series;
}

/**
 * The subscriptions in a history: per card and merchant, the latest charges a week, a calendar
 * month or a year apart (±3 days), each within 10 % of the one before. One whose next charge is
 * more than 3 days late at `now` has stopped (cancelled, or the card was changed) and is left out.
 */
export function detectSubscriptions(transactions: Transaction[], now: number): Subscription[] {
  const found: Subscription[] = [];
  for (const [key, charges] of chargesByCardAndMerchant(transactions)) {
    for (const cadence of CADENCES) {
      const series = trailingSeries(charges, cadence);
      if (series.length < MIN_CHARGES[cadence]) continue;
      const last = series[series.length - 1]!;
      const before = series[series.length - 2]!;
      const nextAt = nextDue(last.at, cadence);
      if (now > nextAt + TOLERANCE_DAYS * DAY_MS) break;
      found.push({
        key,
        cardId: last.cardId,
        merchant: last.merchant,
        cadence,
        charges: series.map(({ at, cents }) => ({ at, cents })),
        nextAt,
        nextCents: last.cents,
        priceRise:
          last.cents > before.cents ? { fromCents: before.cents, toCents: last.cents } : null,
      });
      break;
    }
  }
  return found.sort((a, b) => a.nextAt - b.nextAt || a.merchant.localeCompare(b.merchant));
}
