import { useLingui } from '@lingui/react/macro';
import type { Deposit } from '../../contract/wallet';
import { formatDateTime } from '../../lib/format';
import { formatCents } from '../../lib/money';
import { timelineOf, type StepState, type TimelineStep } from './deposit-progress';

const DOT: Record<StepState, string> = {
  done: 'border-emerald-600 bg-emerald-600 dark:border-emerald-400 dark:bg-emerald-400',
  current: 'border-brand-600 bg-white dark:border-brand-300 dark:bg-slate-900',
  upcoming: 'border-slate-400 bg-white dark:border-slate-500 dark:bg-slate-900',
  failed: 'border-red-600 bg-red-600 dark:border-red-400 dark:bg-red-400',
};

/** seen → n of N confirmations → credited, as an ordered list a screen reader reads in order. */
export function DepositTimeline({ deposit }: { deposit: Deposit }) {
  const { t } = useLingui();
  const steps = timelineOf(deposit);
  return (
    <ol aria-label={t`Progress of this deposit`} className="space-y-1.5 text-xs">
      {steps.map((step) => (
        <li
          key={step.kind}
          aria-current={step.state === 'current' ? 'step' : undefined}
          className="flex gap-2"
        >
          <span
            aria-hidden="true"
            className={`mt-0.5 h-2.5 w-2.5 shrink-0 rounded-full border-2 ${DOT[step.state]}`}
          />
          <div className="min-w-0 flex-1">
            <StepWords step={step} deposit={deposit} />
          </div>
        </li>
      ))}
    </ol>
  );
}

function StepWords({ step, deposit: d }: { step: TimelineStep; deposit: Deposit }) {
  const { t } = useLingui();
  const muted = 'text-slate-600 dark:text-slate-400';
  switch (step.kind) {
    case 'seen':
      return (
        <p>
          {t`Seen on the network`} <span className={muted}>· {formatDateTime(step.at)}</span>
        </p>
      );
    case 'confirming': {
      const { count, required } = step;
      // "Waiting" is this step before the first block (decision 027); the count stays in view.
      const waiting = step.state === 'current' && count === 0;
      const words = required
        ? waiting
          ? t`Waiting: ${count} of ${required} confirmations`
          : t`${count} of ${required} confirmations`
        : waiting
          ? t`Waiting for the first confirmation`
          : t`${count} confirmations`;
      return (
        <>
          <p className={step.state === 'current' ? 'font-semibold' : ''}>{words}</p>
          {step.state === 'current' && required !== null && (
            <progress
              className="mt-1 h-1.5 w-full max-w-[12rem]"
              max={required}
              value={count}
              aria-label={t`Confirmations: ${count} of ${required}`}
            />
          )}
        </>
      );
    }
    case 'credited': {
      if (step.state !== 'done') {
        const expected = formatCents(d.amount_usd - d.fee_usd);
        // Not credited yet: said as what will happen, never as "Credited" (issue #48 item 12).
        return <p className={muted}>{t`Will credit ${expected} once confirmed`}</p>;
      }
      const credited = formatCents(d.credited_usd);
      return (
        <p>
          {t`Credited ${credited}`} <span className={muted}>· {formatDateTime(step.at)}</span>
        </p>
      );
    }
    case 'not_credited':
      return (
        <p className="text-red-700 dark:text-red-300">
          {t`Not credited`} <span className={muted}>· {formatDateTime(step.at)}</span>
        </p>
      );
  }
}
