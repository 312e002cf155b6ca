import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CardSummary } from '../contract/cards';
import { isSinglePurchaseThreshold } from './card-presets';
import { formatCents, type Cents } from './money';
import { categoryName } from './service-words';

/** What governs a card, in words, and how far this month's spending has gone (decision 030). */
export type CardRules = {
  /** "Only Advertising and Software", "Freezes after its next purchase", …; empty when nothing governs it. */
  parts: string[];
  /** This month against the limit (else the freeze threshold); absent when the provider does not say. */
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
  const spent = typeof card.spent_this_month === 'number' ? card.spent_this_month : null;
  let progress: CardRules['progress'];
  // The limit refuses what would pass it: this month against it is the bar (issue #48).
  if (limit !== null) {
    const amount = formatCents(limit);
    if (spent !== null) {
      const used = formatCents(spent);
      const text = i18n._(msg`${used} of ${amount} monthly limit`);
      parts.push(text);
      progress = { spent, max: limit, text };
    } else parts.push(i18n._(msg`Up to ${amount} a month`));
  }
  if (freezeAt !== null) {
    // The service approves a purchase, then freezes the card once this month's spending has
    // reached the threshold (service/domain/authorization.ts): at a cent (Single purchase, Trial
    // guard) or already reached, that is the next purchase.
    if (isSinglePurchaseThreshold(freezeAt) || (spent !== null && spent >= freezeAt))
      parts.push(i18n._(msg`Freezes after its next purchase`));
    else {
      const amount = formatCents(freezeAt);
      parts.push(i18n._(msg`Freezes after a purchase brings this month to ${amount}`));
      if (spent !== null && !progress) {
        const used = formatCents(spent);
        const text = i18n._(msg`${used} spent this month`);
        parts.push(text);
        progress = { spent, max: freezeAt, text };
      }
    }
  }
  if (progress) return { parts, progress };
  if (parts.length > 0) return { parts };
  const used = spent !== null ? formatCents(spent) : null;
  return {
    parts,
    none: used ? i18n._(msg`No limits · ${used} spent this month`) : i18n._(msg`No limits`),
  };
}
