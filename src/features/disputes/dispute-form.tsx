import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import type { TransactionDetail } from '../../contract/transactions';
import { Button } from '../../components/ui/button';
import { DisputeTooLongError, EXPLANATION_MAX, type DisputeRecord } from './dispute-record';
import { DISPUTE_REASONS, type DisputeReason } from './dispute-rules';
import { DisputeLimit } from './dispute-limit';
import { useSaveDispute } from './dispute-store';
import { REASON_WORDS } from './reason-words';

const FIELD =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100';

/** The dispute helper's form: a reason (its evidence and limit shown), the person's words. */
export function DisputeForm({
  txn,
  purchaseId,
  settledAt,
  deadline,
  last4,
  now,
  initialReason = 'fraudulent',
}: {
  txn: TransactionDetail;
  purchaseId: string;
  settledAt: string;
  deadline: string;
  last4: string;
  now: number;
  initialReason?: DisputeReason;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [reason, setReason] = useState<DisputeReason>(initialReason);
  const [explanation, setExplanation] = useState('');
  const save = useSaveDispute();
  const words = REASON_WORDS[reason];
  const count = explanation.length;
  const max = EXPLANATION_MAX;

  function submit(event: FormEvent) {
    event.preventDefault();
    const record: DisputeRecord = {
      txnId: purchaseId,
      cardId: txn.card_id,
      last4,
      amount: Math.abs(txn.amount),
      merchant: (txn.merchant_details?.name ?? txn.merchant.name).slice(0, 80),
      chargedAt: txn.created_at,
      settledAt,
      reason,
      explanation: explanation.trim(),
      state: 'drafted',
      draftedAt: new Date(now).toISOString(),
    };
    save.mutate(record);
  }

  const error = save.isError
    ? save.error instanceof DisputeTooLongError
      ? t`Your explanation does not fit: shorten it a little.`
      : t`The draft could not be kept on this device. Try again.`
    : undefined;
  return (
    <form onSubmit={submit} className="space-y-4">
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-medium">
          <Trans>Reason</Trans>
        </legend>
        {DISPUTE_REASONS.map((r) => (
          <label
            key={r}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 text-sm has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 dark:border-slate-700 dark:has-[:checked]:bg-brand-950"
          >
            <input
              type="radio"
              name={`${id}-reason`}
              value={r}
              checked={reason === r}
              onChange={() => setReason(r)}
              className="mt-0.5 accent-brand-600"
            />
            <span>
              <span className="block font-medium">{i18n._(REASON_WORDS[r].label)}</span>
              <span className="block text-slate-600 dark:text-slate-400">
                {i18n._(REASON_WORDS[r].hint)}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="space-y-2 rounded-lg bg-slate-100 p-3 dark:bg-slate-800">
        <p className="text-sm font-medium">
          <Trans>Evidence to gather</Trans>
        </p>
        <ul className="list-disc space-y-1 pl-5 text-sm">
          {words.evidence.map((e) => (
            <li key={e.id}>{i18n._(e)}</li>
          ))}
        </ul>
        <DisputeLimit reason={reason} deadline={deadline} now={now} />
      </div>
      <div className="space-y-1">
        <label htmlFor={`${id}-why`} className="block text-sm font-medium">
          <Trans>What happened, in your words</Trans>
        </label>
        <textarea
          id={`${id}-why`}
          value={explanation}
          maxLength={EXPLANATION_MAX}
          rows={4}
          onChange={(event) => setExplanation(event.target.value)}
          aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          className={FIELD}
        />
        <p id={`${id}-count`} className="text-xs text-slate-600 dark:text-slate-400">
          <Trans>
            {count} of {max} characters
          </Trans>
        </p>
        {error && (
          <p id={`${id}-error`} className="text-xs font-medium text-red-600 dark:text-red-400">
            {error}
          </p>
        )}
      </div>
      <Button type="submit" busy={save.isPending}>
        <Trans>Save the draft</Trans>
      </Button>
    </form>
  );
}
