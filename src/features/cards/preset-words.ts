import type { I18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { toast } from '../../components/ui/toaster';
import {
  singlePurchaseNotKept,
  SINGLE_PURCHASE_FREEZE_AT,
  type Preset,
  type PresetId,
  type PresetPatch,
  type PresetSettings,
} from '../../lib/card-presets';
import { formatCents } from '../../lib/money';
import { categoryName } from '../../lib/service-words';

/** A preset's name, in the language of the moment. */
export function presetName(id: PresetId): string {
  switch (id) {
    case 'single_purchase':
      return t`Single purchase`;
    case 'trial_guard':
      return t`Trial guard`;
    case 'category_lock':
      return t`Lock to a category`;
  }
}

/**
 * The one sentence a person reads before a preset applies (decision 028). Single purchase says
 * what the sandbox does: the purchase is approved, then the card freezes.
 */
export function presetSentence(i18n: I18n, id: PresetId, category?: string): string {
  const cent = formatCents(SINGLE_PURCHASE_FREEZE_AT);
  switch (id) {
    case 'single_purchase':
      return t`The card freezes itself right after its next approved purchase (auto-freeze at ${cent} of this month's spending); unfreeze it to use it again.`;
    case 'trial_guard':
      return t`The monthly limit is the trial's price, so a dearer charge is declined, and the card freezes itself right after the first charge.`;
    case 'category_lock': {
      if (!category)
        return t`Only purchases in one merchant category are approved; others are declined.`;
      const words = categoryName(i18n, category);
      return t`Only purchases in ${words} are approved; purchases in other categories are declined.`;
    }
  }
}

/** "Trial guard ($9.99)", "Lock to a category: software": a detected preset in a few words. */
export function presetSummary(i18n: I18n, preset: Preset): string {
  if (preset.id === 'trial_guard') {
    const price = formatCents(preset.price);
    return t`Trial guard (${price})`;
  }
  if (preset.id === 'category_lock') {
    const words = categoryName(i18n, preset.category);
    return t`Locked to ${words}`;
  }
  return presetName(preset.id);
}

/** Says so when the service did not keep a Single purchase threshold (decision 028, tolerance). */
export function warnIfNotKept(sent: PresetPatch, answer: PresetSettings) {
  if (singlePurchaseNotKept(sent, answer))
    toast.info(
      t`The service did not keep the one-cent auto-freeze, so Single purchase is not on. Check the card's settings.`,
    );
}
