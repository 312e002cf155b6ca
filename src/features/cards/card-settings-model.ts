import type { I18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import * as z from 'zod/mini';
import type { CardSettingsPatch } from '../../api/cards';
import type { CardSummary } from '../../contract/cards';
import { isMerchantCategory, MERCHANT_CATEGORIES } from '../../contract/fields';
import { CARD_LIMIT_MAX_CENTS } from '../../contract/limits';
import { labelInput } from '../../lib/amount-input';
import { centsText, formatCents, parseUserAmount, type Cents } from '../../lib/money';
import { cardLabelText } from '../../lib/service-words';

/** The settings form's model: its checks, its values from a card, and the PATCH made of them. */

// Checked here with the service's bound (contract), so a person reads one sentence at the field
// instead of the service's "spending_limit: …" text. Messages are worded when a check fails, in
// the language of that moment.
const optionalAmount = z.string().check(
  z.refine((v) => v.trim() === '' || parseUserAmount(v) !== null, {
    error: () => t`Enter an amount such as 500 or 500.00, or leave it empty.`,
  }),
  z.refine((v) => (parseUserAmount(v) ?? 0) <= CARD_LIMIT_MAX_CENTS, {
    error: () => t`At most ${formatCents(CARD_LIMIT_MAX_CENTS)}.`,
  }),
);

export const cardSettingsSchema = z
  .object({
    label: labelInput,
    spending_limit: optionalAmount,
    allowed_categories: z.array(z.enum(MERCHANT_CATEGORIES)),
    auto_freeze_at: optionalAmount,
    metadata: z
      .array(
        z.object({
          key: z.string().check(
            z.trim(),
            z.minLength(1, { error: () => t`Name the key` }),
            z.maxLength(40, { error: () => t`At most 40 characters` }),
            z.refine((k) => !['__proto__', 'constructor', 'prototype'].includes(k), {
              error: () => t`This key name is reserved`,
            }),
          ),
          value: z.string().check(z.maxLength(500, { error: () => t`At most 500 characters` })),
        }),
      )
      .check(z.maxLength(50, { error: () => t`At most 50 keys` })),
  })
  .check(
    z.superRefine((v, ctx) => {
      const seen = new Set<string>();
      v.metadata.forEach((row, i) => {
        if (seen.has(row.key.trim()))
          ctx.addIssue({
            code: 'custom',
            path: ['metadata', i, 'key'],
            message: t`This key is already used`,
          });
        seen.add(row.key.trim());
      });
    }),
  );
export type CardSettingsValues = z.infer<typeof cardSettingsSchema>;

/**
 * The form's starting values. The label is the card's name as the page shows it: the label the
 * service gave a new account's card ("My first card") in the person's language, one they wrote as
 * they wrote it.
 */
export function settingsDefaults(card: CardSummary, i18n: I18n): CardSettingsValues {
  const amount = (cents: Cents | null | undefined) => (cents ? centsText(cents) : '');
  return {
    label: cardLabelText(i18n, card.label),
    spending_limit: amount(card.spending_limit),
    allowed_categories: (card.allowed_categories ?? []).filter(isMerchantCategory),
    auto_freeze_at: amount(card.auto_freeze_at),
    metadata: Object.entries(card.metadata).map(([key, value]) => ({
      key,
      value: value === null ? '' : String(value),
    })),
  };
}

/**
 * The PATCH body: settings as they are now; metadata as a merge (changed keys, and removed keys as
 * null). A label left as the form showed it (`shownLabel`, maybe the service's label in another
 * language) keeps the card's stored label: saving without editing never renames the card.
 */
export function settingsPatch(
  card: CardSummary,
  values: CardSettingsValues,
  shownLabel: string,
): CardSettingsPatch {
  const cents = (text: string) => (text.trim() === '' ? 0 : parseUserAmount(text)!);
  const metadata: Record<string, string | null> = {};
  const next = new Map(values.metadata.map((r) => [r.key.trim(), r.value]));
  for (const [key, value] of next)
    if (String(card.metadata[key] ?? '') !== value || !(key in card.metadata))
      metadata[key] = value;
  for (const key of Object.keys(card.metadata)) if (!next.has(key)) metadata[key] = null;
  return {
    label: values.label === shownLabel.trim() ? card.label : values.label,
    spending_limit: cents(values.spending_limit),
    allowed_categories: values.allowed_categories,
    auto_freeze_at: cents(values.auto_freeze_at),
    ...(Object.keys(metadata).length ? { metadata } : {}),
  };
}
