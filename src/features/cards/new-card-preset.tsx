import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormContext, useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import { CARD_LIMIT_MAX_CENTS } from '../../contract/limits';
import { isMerchantCategory, MERCHANT_CATEGORIES } from '../../contract/fields';
import { SelectField, TextField } from '../../components/ui/field';
import { PRESET_IDS, type Preset, type PresetId } from '../../lib/card-presets';
import { formatCents, parseUserAmount, type Cents } from '../../lib/money';
import { categoryName } from '../../lib/service-words';
import { presetName, presetSentence } from './preset-words';

/** The new-card form's preset fields (decision 028): applied by a PATCH once the card exists. */
export const presetFields = {
  preset: z.enum(['none', ...PRESET_IDS]),
  trial_price: z.string(),
  category: z.string(),
};
type PresetValues = { preset: 'none' | PresetId; trial_price: string; category: string };

/** The chosen preset, or null; call on checked values only. */
export function chosenPreset(v: PresetValues): Preset | null {
  if (v.preset === 'trial_guard') return { id: v.preset, price: parseUserAmount(v.trial_price)! };
  if (v.preset === 'category_lock' && isMerchantCategory(v.category))
    return { id: v.preset, category: v.category };
  if (v.preset === 'single_purchase') return { id: v.preset };
  return null;
}

type Ctx = { addIssue: (issue: { code: 'custom'; path: string[]; message: string }) => void };

/**
 * Checked before anything is sent, with the service's bound for a limit (contract). A trial price
 * above the card's first funding would be declined for the balance, so it is refused here.
 */
export function checkPreset(v: PresetValues & { amount: Cents }, ctx: Ctx) {
  if (v.preset === 'trial_guard') {
    const price = parseUserAmount(v.trial_price);
    const issue = (message: string) =>
      ctx.addIssue({ code: 'custom', path: ['trial_price'], message });
    if (price === null || price === 0)
      issue(t`Enter the trial's price, such as 9.99 (at most two decimals).`);
    else if (price > CARD_LIMIT_MAX_CENTS) issue(t`At most ${formatCents(CARD_LIMIT_MAX_CENTS)}.`);
    else if (price > v.amount) {
      const funded = formatCents(v.amount);
      issue(t`The card is funded with ${funded}: fund at least the trial's price.`);
    }
  }
  if (v.preset === 'category_lock' && !isMerchantCategory(v.category))
    ctx.addIssue({ code: 'custom', path: ['category'], message: t`Choose a category` });
}

const CHOICES = ['none', ...PRESET_IDS] as const;

export function NewCardPreset() {
  const { t, i18n } = useLingui();
  const { register, formState, control } = useFormContext<PresetValues>();
  const chosen = useWatch({ control, name: 'preset' });
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium">
        <Trans>Preset (optional)</Trans>
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {CHOICES.map((id) => (
          <label
            key={id}
            className={`flex cursor-pointer gap-2 rounded-lg border p-3 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 ${
              chosen === id
                ? 'border-brand-600 bg-brand-50 dark:bg-brand-950'
                : 'border-slate-300 dark:border-slate-600'
            }`}
          >
            <input type="radio" value={id} className="mt-0.5 h-4 w-4" {...register('preset')} />
            <span>
              <span className="block font-semibold">
                {id === 'none' ? t`No preset` : presetName(id)}
              </span>
              <span className="block text-xs text-slate-600 dark:text-slate-300">
                {id === 'none'
                  ? t`Set limits later in the card's settings.`
                  : presetSentence(i18n, id)}
              </span>
            </span>
          </label>
        ))}
      </div>
      {chosen === 'trial_guard' && (
        <TextField
          className="mt-3 sm:w-1/2"
          label={t`Trial price (USD)`}
          inputMode="decimal"
          placeholder="9.99"
          hint={t`The most the trial may charge; it becomes the card's monthly limit.`}
          error={formState.errors.trial_price?.message}
          {...register('trial_price')}
        />
      )}
      {chosen === 'category_lock' && (
        <SelectField
          className="mt-3 sm:w-1/2"
          label={t`Category`}
          error={formState.errors.category?.message}
          {...register('category')}
        >
          <option value="">{t`Choose…`}</option>
          {MERCHANT_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {categoryName(i18n, c)}
            </option>
          ))}
        </SelectField>
      )}
    </fieldset>
  );
}
