import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import type { CardSummary } from '../../contract/cards';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { CopyButton } from '../../components/ui/copy-button';
import { groupPan } from '../../lib/format';
import { REVEAL_SECONDS, REVEALS_PER_MINUTE, useCardReveal } from './use-card-reveal';

export function RevealPanel({
  card,
  revealNow = false,
}: {
  card: CardSummary;
  /** Reveal once on arrival: the person asked for it elsewhere (the command menu's action). */
  revealNow?: boolean;
}) {
  const { t } = useLingui();
  const { state, reveal, hide, secondsLeft, revealsLeft, retryInSeconds } = useCardReveal(card.id);
  const blocked = card.status === 'terminated';
  const revealed = useRef(false);
  useEffect(() => {
    if (!revealNow || blocked || revealed.current || revealsLeft === 0) return;
    revealed.current = true;
    void reveal();
  }, [revealNow, blocked, reveal, revealsLeft]);
  return (
    <section
      aria-labelledby="reveal-heading"
      className="space-y-3 rounded-card border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="reveal-heading" className="text-lg font-semibold">
          <Trans>Card details</Trans>
        </h2>
        <p className="text-xs text-slate-600 dark:text-slate-400">
          <Trans>
            {revealsLeft} of {REVEALS_PER_MINUTE} reveals left this minute
          </Trans>
        </p>
      </div>
      {state.status === 'shown' ? (
        <div className="space-y-3">
          <dl className="grid gap-3 sm:grid-cols-2">
            <Detail
              label={t`Card number`}
              value={groupPan(state.details.pan)}
              copy={state.details.pan}
              mono
            />
            <Detail label={t`CVV`} value={state.details.cvv} copy={state.details.cvv} mono />
            <Detail
              label={t`Expiry`}
              value={`${String(state.details.exp_month).padStart(2, '0')}/${state.details.exp_year}`}
              copy={`${String(state.details.exp_month).padStart(2, '0')}/${String(state.details.exp_year).slice(-2)}`}
              mono
            />
            <Detail
              label={t`Name on card`}
              value={state.details.holder_name}
              copy={state.details.holder_name}
            />
            <Detail
              label={t`Billing address`}
              value={`${state.details.billing_address.line1}, ${state.details.billing_address.city}, ${state.details.billing_address.state} ${state.details.billing_address.zip}, ${state.details.billing_address.country}`}
              copy={`${state.details.billing_address.line1}\n${state.details.billing_address.city}, ${state.details.billing_address.state} ${state.details.billing_address.zip}\n${state.details.billing_address.country}`}
              wide
            />
          </dl>
          <div className="flex items-center justify-between gap-3">
            <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
              <Trans>
                Hiding in <span className="font-semibold tabular-nums">{secondsLeft}</span> s
              </Trans>
            </p>
            <div
              aria-hidden="true"
              className="h-1.5 flex-1 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
            >
              <div
                className="h-full bg-brand-500 transition-[width] duration-300"
                style={{ width: `${(secondsLeft / REVEAL_SECONDS) * 100}%` }}
              />
            </div>
            <Button variant="secondary" size="sm" onClick={hide}>
              <Trans>Hide now</Trans>
            </Button>
          </div>
        </div>
      ) : (
        <div className="space-y-3">
          <p className="text-sm text-slate-600 dark:text-slate-400">
            <Trans>
              The full number, CVV and billing address are shown for {REVEAL_SECONDS} seconds, then
              hidden again. They hide too when you leave this page or tab.
            </Trans>
          </p>
          {state.status === 'error' && <Alert tone="error">{state.message}</Alert>}
          {retryInSeconds !== null && (
            <p className="text-sm font-medium text-amber-700 dark:text-amber-300">
              <Trans>Next reveal possible in {retryInSeconds} s.</Trans>
            </p>
          )}
          <Button
            onClick={() => void reveal()}
            busy={state.status === 'loading'}
            disabled={blocked || retryInSeconds !== null || revealsLeft === 0}
          >
            <Trans>Reveal card details</Trans>
          </Button>
          {blocked && (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              <Trans>A terminated card has no details to show.</Trans>
            </p>
          )}
        </div>
      )}
    </section>
  );
}

function Detail({
  label,
  value,
  copy,
  mono = false,
  wide = false,
}: {
  label: string;
  value: string;
  copy: string;
  mono?: boolean;
  wide?: boolean;
}) {
  return (
    <div
      className={`rounded-lg bg-slate-100 px-3 py-2 dark:bg-slate-800 ${wide ? 'sm:col-span-2' : ''}`}
    >
      <dt className="text-xs uppercase tracking-wide text-slate-600 dark:text-slate-400">
        {label}
      </dt>
      <dd className="mt-1 flex items-center justify-between gap-3">
        <span className={mono ? 'font-mono text-base tracking-wider' : 'text-sm'}>{value}</span>
        <CopyButton value={copy} label={label.toLowerCase()} />
      </dd>
    </div>
  );
}
