import { isMerchantCategory, type MerchantCategory } from '../contract/fields';
import type { Cents } from '../contract/money';

/**
 * Card presets (decision 028): named sets of the settings the service already has
 * (`spending_limit`, `allowed_categories`, `auto_freeze_at`). No new field: a preset is detected
 * from a card's settings and applied as a PATCH of them. Shared by the cards feature (new-card
 * dialog, settings form) and the transactions feature (lock a card from a transaction).
 */

export const PRESET_IDS = ['single_purchase', 'trial_guard', 'category_lock'] as const;
export type PresetId = (typeof PRESET_IDS)[number];

/**
 * Single purchase is an auto-freeze at the smallest positive threshold: the sandbox approves a
 * purchase, then freezes the card once this month's spending reaches the threshold, so any
 * approved purchase freezes it (src/service/domain/authorization.ts).
 */
export const SINGLE_PURCHASE_FREEZE_AT: Cents = 1;

/** The settings a preset reads, in cents; `undefined` where the service did not send a field. */
export type PresetSettings = {
  spending_limit?: Cents | null | undefined;
  allowed_categories?: readonly string[] | null | undefined;
  auto_freeze_at?: Cents | null | undefined;
};

export type Preset =
  | { id: 'single_purchase' }
  | { id: 'trial_guard'; price: Cents }
  | { id: 'category_lock'; category: MerchantCategory };

/** What a preset writes: only its own fields, so presets combine and other settings stay. */
export type PresetPatch = {
  spending_limit?: Cents;
  allowed_categories?: MerchantCategory[];
  auto_freeze_at?: Cents;
};

export function presetPatch(preset: Preset): PresetPatch {
  switch (preset.id) {
    case 'single_purchase':
      return { auto_freeze_at: SINGLE_PURCHASE_FREEZE_AT };
    case 'trial_guard':
      return { spending_limit: preset.price, auto_freeze_at: SINGLE_PURCHASE_FREEZE_AT };
    case 'category_lock':
      return { allowed_categories: [preset.category] };
  }
}

/**
 * A threshold of a cent or less (but not off) is Single purchase. Tolerant of a provider that
 * answers in another rounding: anything above 0 and at most a cent freezes on any purchase.
 */
export const isSinglePurchaseThreshold = (cents: Cents | null | undefined) =>
  typeof cents === 'number' && cents > 0 && cents <= SINGLE_PURCHASE_FREEZE_AT;

/**
 * The presets a card's settings amount to. `null` when the answer does not carry the fields a
 * preset reads (the spec does not list `auto_freeze_at` or `allowed_categories` in the card
 * summary): then nothing can be said, which is not the same as "none".
 */
export function detectPresets(settings: PresetSettings): Preset[] | null {
  if (settings.auto_freeze_at === undefined && settings.allowed_categories === undefined)
    return null;
  const found: Preset[] = [];
  if (isSinglePurchaseThreshold(settings.auto_freeze_at)) {
    const limit = settings.spending_limit;
    found.push(limit ? { id: 'trial_guard', price: limit } : { id: 'single_purchase' });
  }
  const categories = settings.allowed_categories ?? [];
  const only = categories.length === 1 ? categories[0] : undefined;
  // A lock is to one of the contract's categories: the only ones the app can write back.
  if (only !== undefined && isMerchantCategory(only))
    found.push({ id: 'category_lock', category: only });
  return found;
}

/** True when every field the preset writes already holds the preset's value. */
export function presetApplies(preset: Preset, settings: PresetSettings): boolean {
  const detected = detectPresets(settings) ?? [];
  return detected.some((d) => JSON.stringify(d) === JSON.stringify(preset));
}

/**
 * After a save: true when the answer shows the service did not keep a Single purchase threshold
 * we sent (a provider that rounds to whole dollars, or ignores it). An answer without the field
 * says nothing, so it is not flagged.
 */
export function singlePurchaseNotKept(sent: PresetPatch, answer: PresetSettings): boolean {
  if (!isSinglePurchaseThreshold(sent.auto_freeze_at)) return false;
  return answer.auto_freeze_at !== undefined && !isSinglePurchaseThreshold(answer.auto_freeze_at);
}
