import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from '../../components/ui/toaster';
import * as z from 'zod/mini';
import { binQueries } from '../../api/bins';
import { useCreateCard, useUpdateCard } from '../../api/cards';
import { errorMessage, fieldErrorMessage, hasErrorCode, isApiError } from '../../api/errors';
import { createActionKey } from '../../api/idempotency';
import type { Bin } from '../../contract/bins';
import { walletQueries } from '../../api/wallet';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { TextField } from '../../components/ui/field';
import { LABEL_MAX_LENGTH } from '../../contract/limits';
import { fundRangeText, fundAmountInput, labelInput } from '../../lib/amount-input';
import { formatCents } from '../../lib/money';
import { paths } from '../../lib/paths';
import { binLabel, categoryName } from '../../lib/service-words';
import { presetPatch } from '../../lib/card-presets';
import { checkPreset, chosenPreset, NewCardPreset, presetFields } from './new-card-preset';
import { warnIfNotKept } from './preset-words';

export function newCardSchema(walletCents: number) {
  return z
    .object({
      // With no BIN picked the radio group's value is null, not '': same words either way.
      bin_id: z
        .string({ error: () => t`Choose a card type (BIN)` })
        .check(z.minLength(1, { error: () => t`Choose a card type (BIN)` })),
      amount: fundAmountInput(walletCents),
      label: labelInput,
      ...presetFields,
    })
    .check(z.superRefine(checkPreset));
}
type Input = z.input<ReturnType<typeof newCardSchema>>;
type Output = z.output<ReturnType<typeof newCardSchema>>;

export function NewCardDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const bins = useQuery(binQueries.list());
  const wallet = useQuery(walletQueries.balance());
  const walletCents = wallet.data ? wallet.data.balance : 0;
  const create = useCreateCard();
  const navigate = useNavigate();
  const [action] = useState(createActionKey);
  const preset = useUpdateCard();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(newCardSchema(walletCents)),
    defaultValues: {
      bin_id: '',
      amount: '',
      label: '',
      preset: 'none',
      trial_price: '',
      category: '',
    },
  });
  const { register, handleSubmit, formState, setError, control } = form;
  const chosen = useWatch({ control, name: 'bin_id' });
  const range = fundRangeText();

  function submit(values: Output) {
    const idempotencyKey = action.begin();
    if (!idempotencyKey) return;
    create.mutate(
      {
        bin_id: values.bin_id,
        amount: values.amount,
        label: values.label || undefined,
        idempotencyKey,
      },
      {
        onSuccess: async (card) => {
          action.settle();
          const last4 = card.last4;
          toast.success(t`Card •••• ${last4} created with ${formatCents(card.balance)}`);
          const chosen = chosenPreset(values);
          // The creation fields have no settings: the preset is a PATCH once the card exists.
          // Awaited here (not mutate's callbacks, which a re-rendered dialog may never run).
          if (chosen) {
            const patch = presetPatch(chosen);
            try {
              warnIfNotKept(patch, await preset.mutateAsync({ cardId: card.id, patch }));
            } catch (error) {
              const reason = errorMessage(error);
              toast.error(t`The preset was not applied: ${reason} Set it in the card's settings.`);
            }
          }
          onClose();
          navigate(paths.card(card.id));
        },
        onError: (error) => {
          action.settle(error);
          if (hasErrorCode(error, ['insufficient_funds']))
            setError('amount', { message: fieldErrorMessage(error) });
          if (hasErrorCode(error, ['invalid_bin']))
            setError('bin_id', { message: fieldErrorMessage(error) });
        },
      },
    );
  }

  const rateLimited = isApiError(create.error) && create.error.isRateLimited;
  const retryAfter = isApiError(create.error) ? create.error.retryAfterSeconds : undefined;
  return (
    <Dialog
      open
      onClose={onClose}
      title={t`New card`}
      description={
        wallet.data
          ? t`Funded from your wallet (${formatCents(wallet.data.balance)} available).`
          : undefined
      }
      size="lg"
    >
      <form onSubmit={handleSubmit(submit)} noValidate className="space-y-4">
        {rateLimited && (
          <Alert tone="warning" title={t`Too many new cards`}>
            <Trans>You can create 50 cards per minute.</Trans>
            {retryAfter !== undefined ? ` ${t`Try again in ${retryAfter} s.`}` : ''}
          </Alert>
        )}
        {create.isError &&
          !rateLimited &&
          !hasErrorCode(create.error, ['insufficient_funds', 'invalid_bin']) && (
            <Alert tone="error">{errorMessage(create.error)}</Alert>
          )}
        <fieldset>
          <legend className="mb-2 text-sm font-medium">
            <Trans>Card type (BIN)</Trans>
          </legend>
          {bins.isPending && (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              <Trans>Loading card types…</Trans>
            </p>
          )}
          {/* No inner scroll box: its edge cut the second row of tiles mid-line (issue #29); the
              dialog scrolls as a whole. */}
          <div className="grid gap-2 sm:grid-cols-2">
            {bins.data?.data.map((bin) => (
              <BinOption
                key={bin.id}
                bin={bin}
                selected={chosen === bin.id}
                input={register('bin_id')}
              />
            ))}
          </div>
          {formState.errors.bin_id && (
            <p className="mt-1 text-xs font-medium text-red-600 dark:text-red-400">
              {formState.errors.bin_id.message}
            </p>
          )}
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t`Initial amount (USD)`}
            inputMode="decimal"
            placeholder="50.00"
            hint={t`${range}, taken from your wallet.`}
            error={formState.errors.amount?.message}
            {...register('amount')}
          />
          <TextField
            label={t`Label`}
            placeholder={t`e.g. Facebook ads`}
            hint={t`Optional, up to ${LABEL_MAX_LENGTH} characters.`}
            error={formState.errors.label?.message}
            {...register('label')}
          />
        </div>
        <FormProvider {...form}>
          <NewCardPreset />
        </FormProvider>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" busy={create.isPending || preset.isPending}>
            <Trans>Create card</Trans>
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function BinOption({
  bin,
  selected,
  input,
}: {
  bin: Bin;
  selected: boolean;
  input: ReturnType<ReturnType<typeof useForm<Input, unknown, Output>>['register']>;
}) {
  const { t, i18n } = useLingui();
  const yes = (v: boolean) => (v ? t`yes` : t`no`);
  const country = bin.issuer_country;
  const rate = bin.acceptance_rate;
  return (
    <label
      className={`block cursor-pointer rounded-lg border p-3 text-xs has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 ${
        selected
          ? 'border-brand-600 bg-brand-50 dark:bg-brand-950'
          : 'border-slate-300 dark:border-slate-600'
      }`}
    >
      <input type="radio" value={bin.id} className="sr-only" {...input} />
      <span className="flex items-center justify-between">
        <span className="font-mono text-sm font-semibold">{bin.id}</span>
        <span className="font-semibold">{binLabel(i18n, bin)}</span>
      </span>
      <span className="mt-2 grid grid-cols-2 gap-x-3 gap-y-0.5 text-slate-600 dark:text-slate-300">
        <span>{t`Issuer: ${country}`}</span>
        <span>{t`Acceptance: ${rate}%`}</span>
        <span>{t`Max per purchase: ${formatCents(bin.max_transaction)}`}</span>
        <span>{t`Max per month: ${formatCents(bin.max_monthly)}`}</span>
        <span>{t`3-D Secure: ${yes(bin['3ds'])}`}</span>
        <span>{t`Apple Pay: ${yes(bin.apple_pay)} · Google Pay: ${yes(bin.google_pay)}`}</span>
      </span>
      <span className="mt-2 flex flex-wrap gap-1">
        {bin.best_for.map((tag) => (
          <span key={tag} className="rounded bg-slate-200 px-1.5 py-0.5 dark:bg-slate-700">
            {categoryName(i18n, tag)}
          </span>
        ))}
      </span>
    </label>
  );
}
