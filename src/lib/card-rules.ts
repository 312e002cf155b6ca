import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CardSummary } from '../contract/cards';
import { formatCents, type Cents } from './money';
import { categoryName } from './service-words';

/** What governs a card, in words, and how far this month's spending has gone (decision 030). */
export type CardRules = {
  /** "Only Advertising and Software", "Freezes itself at $500", …; empty when nothing governs it. */
  parts: string[];
  /** This month against the first limit it meets; absent when the provider does not say. */
  progress?: { spent: Cents; max: Cents; text: string };
  /** Said when there are no rules: "No limits" (with this month's spending when known). */
  none?: string;
};

const positive = (cents: Cents | null | undefined): Cents | null =>
  typeof cents === 'number' && cents > 0 ? cents : null;

export function cardRules(
  i18n: I18n,
  card: Pick<
    CardSummary,
    'spending_limit' | 'allowed_categories' | 'auto_freeze_at' | 'spent_this_month'
  >,
): CardRules {
  const parts: string[] = [];
  const categories = card.allowed_categories ?? [];
  if (categories.length > 0) {
    const list = new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(
      categories.map((code) => categoryName(i18n, code)),
    );
    parts.push(i18n._(msg`Only ${list}`));
  }
  // The service sends 0 for "no limit" and "never freeze" (spec: auto_freeze_at 0 disables).
  const limit = positive(card.spending_limit);
  const freezeAt = positive(card.auto_freeze_at);
  if (freezeAt !== null) {
    const amount = formatCents(freezeAt);
    parts.push(i18n._(msg`Freezes itself at ${amount}`));
  }
  const spent = card.spent_this_month;
  // The bar runs to whichever happens first: the limit refuses, the threshold freezes.
  const caps = [limit, freezeAt].filter((c): c is Cents => c !== null);
  const max = caps.length ? Math.min(...caps) : null;
  if (max !== null && typeof spent === 'number') {
    const used = formatCents(spent);
    const of = formatCents(max);
    const text = i18n._(msg`${used} of ${of} this month`);
    parts.push(text);
    return { parts, progress: { spent, max, text } };
  }
  if (limit !== null) {
    const amount = formatCents(limit);
    parts.push(i18n._(msg`Up to ${amount} a month`));
  }
  if (parts.length > 0) return { parts };
  const used = typeof spent === 'number' ? formatCents(spent) : null;
  return {
    parts,
    none: used ? i18n._(msg`No limits · ${used} spent this month`) : i18n._(msg`No limits`),
  };
}
