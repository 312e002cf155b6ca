import { parseUserAmount, type Cents } from '../../lib/money';
import { NOTE_MAX } from '../../lib/notes/limits';

/**
 * A monthly budget for the account, and optionally per merchant category and per card (decision
 * 042). Kept on this device only, never sent: sealed with the account's notes key for a remembered
 * account, in the tab's memory otherwise (budget-store.ts).
 */
export type Budgets = {
  monthly: Cents;
  /** By merchant category code (src/contract/fields.ts). */
  categories: Record<string, Cents>;
  /** By card id. */
  cards: Record<string, Cents>;
};

/** The ceiling of one budget: $1,000,000.00 (above any card's limit; a typo guard). */
export const BUDGET_MAX_CENTS: Cents = 1_000_000_00;
/**
 * Card budgets kept at most, and the longest card id kept: with every category, the record stays
 * within one sealed note (1,000 characters; budgets.test.ts writes the longest).
 */
export const MAX_CARD_BUDGETS = 10;
export const MAX_CARD_ID = 48;

export type BudgetInput = { cents: Cents } | { refused: 'empty' | 'zero' | 'format' | 'ceiling' };

/** What a person typed as a budget: refused when empty, 0, not an amount or over the ceiling. */
export function readBudgetInput(text: string): BudgetInput {
  if (text.trim() === '') return { refused: 'empty' };
  const cents = parseUserAmount(text);
  if (cents === null) return { refused: 'format' };
  if (cents === 0) return { refused: 'zero' };
  if (cents > BUDGET_MAX_CENTS) return { refused: 'ceiling' };
  return { cents };
}

const isBudget = (value: unknown): value is Cents =>
  Number.isSafeInteger(value) && (value as number) > 0 && (value as number) <= BUDGET_MAX_CENTS;

function amounts(value: unknown, max: number, maxKey = MAX_CARD_ID): Record<string, Cents> {
  const out: Record<string, Cents> = {};
  if (!value || typeof value !== 'object') return out;
  for (const [key, cents] of Object.entries(value).slice(0, max))
    if (isBudget(cents) && key.length <= maxKey) out[key] = cents;
  return out;
}

/** Kept as compact JSON; anything unreadable (a hand edit, a future version) is left out. */
export function parseBudgets(text: string): Budgets | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const { m, c, k } = value as Record<string, unknown>;
  if (!isBudget(m)) return null;
  return { monthly: m, categories: amounts(c, 32), cards: amounts(k, MAX_CARD_BUDGETS) };
}

export function serializeBudgets(budgets: Budgets): string {
  const text = JSON.stringify({ m: budgets.monthly, c: budgets.categories, k: budgets.cards });
  if (text.length > NOTE_MAX) throw new Error('budgets too long'); // MAX_CARD_BUDGETS prevents it
  return text;
}
