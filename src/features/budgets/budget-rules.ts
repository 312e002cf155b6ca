import type { Transaction } from '../../contract/transactions';
import type { Cents } from '../../lib/money';
import { monthBounds } from './month-bounds';

/**
 * What a budget counts (decision 042), in integer cents. A purchase counts once, on the day it was
 * authorized, whether still pending or settled (a settlement repeats its authorization and moves
 * no money, lib/purchases.ts); a decline took nothing. A refund gives back: it lowers the month
 * it arrives in, never below nothing — the same net spending the overview's charts draw.
 */
export type BudgetScope = { cardId?: string; category?: string };

const inScope = (t: Transaction, scope: BudgetScope) =>
  (scope.cardId === undefined || t.card_id === scope.cardId) &&
  (scope.category === undefined || t.merchant.category === scope.category);

/** Net spending in [start, end) (ms) within the scope, never below 0. */
export function spentBetween(
  transactions: readonly Transaction[],
  start: number,
  end: number,
  scope: BudgetScope = {},
): Cents {
  let cents = 0;
  for (const t of transactions) {
    if (t.type !== 'authorization' && t.type !== 'refund') continue;
    const at = Date.parse(t.created_at);
    if (at < start || at >= end || !inScope(t, scope)) continue;
    cents -= t.amount; // a purchase is negative on the wire, a refund positive
  }
  return Math.max(0, cents);
}

/** Below 80 %, from 80 %, from 100 % of the budget: the warnings' two steps. */
export type BudgetLevel = 'under' | 'near' | 'over';

export function budgetLevel(spent: Cents, budget: Cents): BudgetLevel {
  if (spent >= budget) return 'over';
  return spent * 5 >= budget * 4 ? 'near' : 'under'; // 80 % without a fraction
}

/** Whole percent used, rounded down (79.99 % is not yet 80 %); may pass 100. */
export const percentUsed = (spent: Cents, budget: Cents) => Math.floor((spent * 100) / budget);

/**
 * "Safe to spend": the budget left less the charges the subscription radar expects before the
 * month ends. Negative when they do not fit: the figure shows 0 and says by how much.
 */
export const safeToSpend = (budget: Cents, spent: Cents, expected: Cents): Cents =>
  budget - spent - expected;

export type MonthFigures = {
  month: { start: number; end: number };
  spent: Cents;
  /** Last month up to the same point of it (its length, if this month is longer so far). */
  spentByNowLastMonth: Cents;
};

/** This month's spending and last month's by the same point, in the person's time zone. */
export function monthFigures(
  transactions: readonly Transaction[],
  now: number,
  timeZone: string,
  scope: BudgetScope = {},
): MonthFigures {
  const month = monthBounds(now, timeZone);
  const last = monthBounds(now, timeZone, -1);
  // The same time into last month, end exclusive; a 31st compared with a 30-day month stops there.
  const byNow = Math.min(last.start + (now - month.start) + 1, last.end);
  return {
    month,
    spent: spentBetween(transactions, month.start, month.end, scope),
    spentByNowLastMonth: spentBetween(transactions, last.start, byNow, scope),
  };
}
