import { dateToDay } from '../../lib/calendar-day';
import type { TransactionView } from './transaction-params';

/**
 * The transaction filters as chips (decision 031): five kinds a person adds from a menu, each
 * holding one or two of the URL's parameters (transaction-params.ts, unchanged: old URLs still
 * work).
 */
export const FILTER_KINDS = ['date', 'card', 'type', 'merchant', 'amount'] as const;
export type FilterKind = (typeof FILTER_KINDS)[number];

export const KIND_KEYS = {
  date: ['from', 'to'],
  card: ['card_id'],
  type: ['type'],
  merchant: ['merchant'],
  amount: ['min_amount', 'max_amount'],
} as const satisfies Record<FilterKind, readonly (keyof TransactionView)[]>;

/** The kinds the view filters by, in the menu's order. */
export function activeKinds(view: TransactionView): FilterKind[] {
  return FILTER_KINDS.filter((kind) => KIND_KEYS[kind].some((key) => view[key] !== undefined));
}

/** The patch that removes one kind's parameters from the URL. */
export function clearKind(kind: FilterKind): Partial<TransactionView> {
  return Object.fromEntries(KIND_KEYS[kind].map((key) => [key, undefined]));
}

export const DATE_PRESETS = ['today', 'last7', 'month'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

/** A preset's days, as of `now` in the person's calendar: today, the last 7 days, this month so far. */
export function presetRange(preset: DatePreset, now: Date): { from: string; to: string } {
  const to = dateToDay(now);
  if (preset === 'today') return { from: to, to };
  if (preset === 'last7')
    return { from: dateToDay(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 6)), to };
  return { from: dateToDay(new Date(now.getFullYear(), now.getMonth(), 1)), to };
}

/** The preset a range is, as of `now` (a shared URL from another day reads as its dates). */
export function matchPreset(
  from: string | undefined,
  to: string | undefined,
  now: Date,
): DatePreset | null {
  return (
    DATE_PRESETS.find((preset) => {
      const range = presetRange(preset, now);
      return range.from === from && range.to === to;
    }) ?? null
  );
}
