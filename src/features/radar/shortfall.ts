import { FUND_MIN_CENTS } from '../../contract/limits';
import type { Cents } from '../../lib/money';
import { DAY_MS } from './cadence';
import type { Subscription } from './detect-subscriptions';

/** How far ahead the radar warns that a card will not cover what is about to be charged. */
export const WARN_DAYS = 3;

export type Shortfall = {
  cardId: string;
  /** The charges expected within the window, soonest first. */
  due: Subscription[];
  dueCents: Cents;
  balanceCents: Cents;
  /** What the card lacks to pay them all. */
  shortCents: Cents;
};

/**
 * Cards whose balance is below the charges expected in the next 3 days (or due and not yet
 * come): the sum, since they draw on the same balance, soonest first.
 */
export function findShortfalls(
  subscriptions: Subscription[],
  cards: ReadonlyArray<{ id: string; balance: Cents }>,
  now: number,
): Shortfall[] {
  const out: Shortfall[] = [];
  for (const card of cards) {
    const due = subscriptions
      .filter((s) => s.cardId === card.id && s.nextAt <= now + WARN_DAYS * DAY_MS)
      .sort((a, b) => a.nextAt - b.nextAt);
    const dueCents = due.reduce((sum, s) => sum + s.nextCents, 0);
    if (due.length > 0 && card.balance < dueCents)
      out.push({
        cardId: card.id,
        due,
        dueCents,
        balanceCents: card.balance,
        shortCents: dueCents - card.balance,
      });
  }
  return out;
}

/** What to move onto the card: the shortfall, or the smallest amount a card can be funded with. */
export const fundCentsFor = (shortfall: Shortfall): Cents =>
  Math.max(shortfall.shortCents, FUND_MIN_CENTS);

/**
 * What the wallet lacks to fund that (0 when it can, or while its balance is not known: the fund
 * form checks it again). Issue #48: a Fund button the wallet cannot pay for leads nowhere.
 */
export const walletLacksCents = (shortfall: Shortfall, walletCents: Cents | undefined): Cents =>
  walletCents === undefined ? 0 : Math.max(0, fundCentsFor(shortfall) - walletCents);
