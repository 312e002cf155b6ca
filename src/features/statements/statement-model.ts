import type { MonthBounds } from '../../lib/month-bounds';

/**
 * A monthly statement as data (decision 045): dated movements in integer cents → the month's
 * opening and closing balances, its lines, totals by kind and spending by category. No words, no
 * drawing: the PDF (statement-pdf.ts) only lays this out, and the tests add it up.
 */

/** What moved money. Positive cents add to the balance, negative take from it. */
export const MOVEMENT_KINDS = [
  'deposit',
  'fee',
  'purchase',
  'refund',
  'moved_in',
  'moved_out',
] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

export type Movement = {
  /** When it moved (ms). */
  at: number;
  kind: MovementKind;
  cents: number;
  /** The merchant's name, or a deposit's currency; '' for a move between the wallet and a card. */
  what: string;
  /** A purchase's or refund's merchant category. */
  category?: string;
  /** A purchase's or refund's card (an account's statement names it). */
  cardId?: string;
  /** The transaction or deposit it comes from, to tell lines apart. */
  id: string;
};

export type CategoryTotal = { category: string; cents: number };

export type Statement = {
  month: MonthBounds;
  openingCents: number;
  closingCents: number;
  /** The month's movements, oldest first. */
  movements: Movement[];
  /** Per kind, the sum of its movements' cents (signed). */
  totals: Record<MovementKind, number>;
  /** Purchases less refunds: what went out to merchants (negative when refunds came to more). */
  spentCents: number;
  /** Spending per merchant category, largest first; together they are `spentCents`. */
  categories: CategoryTotal[];
};

const sum = (movements: readonly Movement[]) => movements.reduce((n, m) => n + m.cents, 0);

/**
 * The statement of `month` from the balance now and the movements since it began (earlier ones
 * are ignored): the balance is walked back from now, so the month's closing is now's balance less
 * what moved after the month, and its opening the closing less what moved in it.
 */
export function statementFor(
  month: MonthBounds,
  balanceNowCents: number,
  movements: readonly Movement[],
): Statement {
  const after = movements.filter((m) => m.at >= month.end);
  const inMonth = movements
    .filter((m) => m.at >= month.start && m.at < month.end)
    .sort((a, b) => a.at - b.at);
  const closingCents = balanceNowCents - sum(after);
  const openingCents = closingCents - sum(inMonth);
  const totals = Object.fromEntries(MOVEMENT_KINDS.map((k) => [k, 0])) as Record<
    MovementKind,
    number
  >;
  const byCategory = new Map<string, number>();
  for (const m of inMonth) {
    totals[m.kind] += m.cents;
    if (m.kind === 'purchase' || m.kind === 'refund') {
      const category = m.category ?? '';
      byCategory.set(category, (byCategory.get(category) ?? 0) - m.cents);
    }
  }
  const categories = [...byCategory]
    .map(([category, cents]) => ({ category, cents }))
    .filter((c) => c.cents !== 0)
    .sort((a, b) => b.cents - a.cents || a.category.localeCompare(b.category));
  return {
    month,
    openingCents,
    closingCents,
    movements: inMonth,
    totals,
    spentCents: 0 - (totals.purchase + totals.refund), // never −0
    categories,
  };
}
