import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { SavedNote } from '../../components/ui/saved-note';
import { useUpdateCard } from '../../api/cards';
import { errorMessage, isApiError } from '../../api/errors';
import type { CardSummary } from '../../contract/cards';
import { MERCHANT_CATEGORIES } from '../../contract/fields';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { LABEL_MAX_LENGTH } from '../../contract/limits';
import { categoryName } from '../../lib/service-words';
import type { PresetPatch } from '../../lib/card-presets';
import { centsText } from '../../lib/money';
import { warnIfNotKept } from './preset-words';
import { SettingsPresets } from './settings-presets';
import {
  cardSettingsSchema,
  settingsDefaults,
  settingsPatch,
  type CardSettingsValues,
} from './card-settings-model';

const FIELDS = [
  'label',
  'spending_limit',
  'allowed_categories',
  'auto_freeze_at',
  'metadata',
] as const;

export function CardSettingsForm({
  card,
  saved = false,
  onSaved,
}: {
  card: CardSummary;
  /** The last save of this card's settings succeeded (the page keeps it across a remount). */
  saved?: boolean;
  onSaved?: () => void;
}) {
  const { t, i18n } = useLingui();
  // Saved is said next to Save, not in a toast that could cover it (#33 item 6).
  const update = useUpdateCard({ onSaved });
  // What the form showed, in the language of that moment: a label left as shown is not a rename.
  const [shown, setShown] = useState(() => settingsDefaults(card, i18n));
  const { register, handleSubmit, formState, control, setError, reset, setValue } =
    useForm<CardSettingsValues>({
      resolver: zodResolver(cardSettingsSchema),
      defaultValues: shown,
    });
  const rows = useFieldArray({ control, name: 'metadata' });
  const disabled = card.status === 'terminated';

  // A preset fills the fields; the person may still change them before saving (decision 028).
  function applyPreset(patch: PresetPatch) {
    const how = { shouldDirty: true, shouldValidate: true };
    if (patch.spending_limit !== undefined)
      setValue('spending_limit', centsText(patch.spending_limit), how);
    if (patch.auto_freeze_at !== undefined)
      setValue('auto_freeze_at', centsText(patch.auto_freeze_at), how);
    if (patch.allowed_categories) setValue('allowed_categories', patch.allowed_categories, how);
  }

  function submit(values: CardSettingsValues) {
    const patch = settingsPatch(card, values, shown.label);
    update.mutate(
      { cardId: card.id, patch },
      {
        onSuccess: (updated) => {
          warnIfNotKept({ auto_freeze_at: patch.auto_freeze_at }, updated);
          const next = settingsDefaults(updated, i18n);
          setShown(next);
          reset(next);
        },
        onError: (error) => {
          // The service names the field first ("spending_limit: …"): show it there.
          const field = isApiError(error)
            ? FIELDS.find((f) => error.message.startsWith(`${f}`))
            : undefined;
          if (field)
            setError(field === 'metadata' ? 'root' : field, { message: errorMessage(error) });
        },
      },
    );
  }

  return (
    <form
      onSubmit={handleSubmit(submit)}
      noValidate
      className="space-y-5"
      aria-label={t`Card settings`}
    >
      {update.isError && <Alert tone="error">{errorMessage(update.error)}</Alert>}
      <fieldset disabled={disabled} className="space-y-5 disabled:opacity-60">
        <TextField
          label={t`Label`}
          hint={t`Up to ${LABEL_MAX_LENGTH} characters.`}
          error={formState.errors.label?.message}
          {...register('label')}
        />
        <SettingsPresets card={card} control={control} onApply={applyPreset} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t`Monthly spending limit (USD)`}
            inputMode="decimal"
            placeholder={t`No limit`}
            hint={t`Purchases that would go over it this month are declined. Empty: no limit.`}
            error={formState.errors.spending_limit?.message}
            {...register('spending_limit')}
          />
          <TextField
            label={t`Auto-freeze at (USD)`}
            inputMode="decimal"
            placeholder={t`Off`}
            hint={t`The card freezes itself once this month's spending reaches this amount. Empty or 0: off.`}
            error={formState.errors.auto_freeze_at?.message}
            {...register('auto_freeze_at')}
          />
        </div>
        <fieldset>
          <legend className="text-sm font-medium">
            <Trans>Allowed merchant categories</Trans>
          </legend>
          <p className="mb-2 text-xs text-slate-600 dark:text-slate-400">
            <Trans>
              None ticked: every category is allowed. Purchases in other categories are declined.
            </Trans>
          </p>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {MERCHANT_CATEGORIES.map((category) => (
              <label key={category} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  value={category}
                  className="h-4 w-4"
                  {...register('allowed_categories')}
                />
                {categoryName(i18n, category)}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className="text-sm font-medium">
            <Trans>Metadata</Trans>
          </legend>
          <p className="mb-2 text-xs text-slate-600 dark:text-slate-400">
            <Trans>
              Your own key/value notes, e.g. team or cost centre. Saved keys merge with the
              card&apos;s; removed keys are deleted.
            </Trans>
          </p>
          <div className="space-y-2">
            {rows.fields.map((row, index) => (
              <div key={row.id} className="flex items-start gap-2">
                <TextField
                  label={t`Key`}
                  className="flex-1"
                  error={formState.errors.metadata?.[index]?.key?.message}
                  {...register(`metadata.${index}.key`)}
                />
                <TextField
                  label={t`Value`}
                  className="flex-1"
                  error={formState.errors.metadata?.[index]?.value?.message}
                  {...register(`metadata.${index}.value`)}
                />
                <Button
                  aria-label={t`Remove metadata row ${index + 1}`}
                  variant="ghost"
                  size="sm"
                  className="mt-6"
                  onClick={() => rows.remove(index)}
                >
                  <Trans>Remove</Trans>
                </Button>
              </div>
            ))}
          </div>
          {formState.errors.root?.message && (
            <p className="mt-1 text-xs font-medium text-red-600 dark:text-red-400">
              {formState.errors.root.message}
            </p>
          )}
          <Button
            variant="secondary"
            size="sm"
            className="mt-2"
            onClick={() => rows.append({ key: '', value: '' })}
            disabled={rows.fields.length >= 50}
          >
            <Trans>Add metadata</Trans>
          </Button>
        </fieldset>
        <div className="flex flex-wrap items-center justify-end gap-3">
          <SavedNote shown={saved && !update.isPending && !formState.isDirty}>
            <Trans>Card settings saved</Trans>
          </SavedNote>
          <Button type="submit" busy={update.isPending} disabled={!formState.isDirty}>
            <Trans>Save settings</Trans>
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
