import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import type { CardSummary } from '../../contract/cards';
import { CARD_LIMIT_MAX_CENTS } from '../../contract/limits';
import {
  isMerchantCategory,
  MERCHANT_CATEGORIES,
  type MerchantCategory,
} from '../../contract/fields';
import { Button } from '../../components/ui/button';
import { SelectField, TextField } from '../../components/ui/field';
import {
  detectPresets,
  PRESET_IDS,
  presetPatch,
  type Preset,
  type PresetId,
  type PresetPatch,
} from '../../lib/card-presets';
import { formatCents, parseUserAmount } from '../../lib/money';
import { categoryName } from '../../lib/service-words';
import type { CardSettingsValues } from './card-settings-model';
import { presetName, presetSentence, presetSummary } from './preset-words';

const amount = (text: string) => (text.trim() === '' ? null : parseUserAmount(text));

/**
 * The settings form's presets (decision 028): which one the saved settings amount to, and buttons
 * that fill the form's fields with a preset; the person still saves (or changes them) first.
 */
export function SettingsPresets({
  card,
  control,
  onApply,
}: {
  card: CardSummary;
  control: Control<CardSettingsValues>;
  onApply: (patch: PresetPatch) => void;
}) {
  const { t, i18n } = useLingui();
  const [price, setPrice] = useState('');
  const [priceError, setPriceError] = useState<string>();
  const [category, setCategory] = useState<MerchantCategory>(MERCHANT_CATEGORIES[0]);
  const [filled, setFilled] = useState<PresetId | null>(null);
  const headingId = useId();
  const filledName = filled && presetName(filled);
  const values = useWatch({ control });
  const words = (found: Preset[] | null) =>
    found === null
      ? t`Not known: the service does not say.`
      : found.length
        ? found.map((p) => presetSummary(i18n, p)).join(' · ')
        : t`None`;
  const saved = words(detectPresets(card));
  const inForm = words(
    detectPresets({
      spending_limit: amount(values.spending_limit ?? ''),
      allowed_categories: values.allowed_categories ?? [],
      auto_freeze_at: amount(values.auto_freeze_at ?? ''),
    }),
  );

  function use(id: PresetId) {
    let preset: Preset = { id: 'single_purchase' };
    if (id === 'trial_guard') {
      const cents = parseUserAmount(price);
      if (cents === null || cents === 0)
        return setPriceError(t`Enter the trial's price, such as 9.99 (at most two decimals).`);
      if (cents > CARD_LIMIT_MAX_CENTS)
        return setPriceError(t`At most ${formatCents(CARD_LIMIT_MAX_CENTS)}.`);
      setPriceError(undefined);
      preset = { id, price: cents };
    }
    if (id === 'category_lock') preset = { id, category };
    onApply(presetPatch(preset));
    setFilled(id);
  }

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-lg border border-slate-200 p-4 dark:border-slate-700"
    >
      <h3 id={headingId} className="text-sm font-semibold">
        <Trans>Presets</Trans>
      </h3>
      <p className="text-sm" data-testid="preset-now">
        <Trans>Applies now:</Trans> <strong>{saved}</strong>
        {inForm !== saved && (
          <span className="block">
            <Trans>After saving:</Trans> <strong>{inForm}</strong>
          </span>
        )}
      </p>
      <ul className="space-y-3">
        {PRESET_IDS.map((id) => {
          const name = presetName(id);
          return (
            <li key={id} className="flex flex-wrap items-end gap-2">
              <div className="min-w-0 flex-[1_1_16rem]">
                <p className="text-sm font-medium">{name}</p>
                <p className="text-xs text-slate-600 dark:text-slate-400">
                  {presetSentence(i18n, id, id === 'category_lock' ? category : undefined)}
                </p>
              </div>
              {id === 'trial_guard' && (
                <TextField
                  className="w-36"
                  label={t`Trial price (USD)`}
                  inputMode="decimal"
                  placeholder="9.99"
                  value={price}
                  error={priceError}
                  onChange={(e) => setPrice(e.target.value)}
                />
              )}
              {id === 'category_lock' && (
                <SelectField
                  className="w-44"
                  label={t`Category`}
                  value={category}
                  onChange={(e) =>
                    isMerchantCategory(e.target.value) && setCategory(e.target.value)
                  }
                >
                  {MERCHANT_CATEGORIES.map((c) => (
                    <option key={c} value={c}>
                      {categoryName(i18n, c)}
                    </option>
                  ))}
                </SelectField>
              )}
              <Button
                variant="secondary"
                size="sm"
                aria-label={t`Use this preset: ${name}`}
                onClick={() => use(id)}
              >
                <Trans>Use this preset</Trans>
              </Button>
            </li>
          );
        })}
      </ul>
      <p role="status" className="text-xs text-slate-600 dark:text-slate-400">
        {filledName && t`${filledName} is filled in below. Save settings to apply it.`}
      </p>
    </section>
  );
}
