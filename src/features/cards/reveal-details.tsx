import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import type { CardDetails } from '../../contract/cards';
import { Button } from '../../components/ui/button';
import { CopyButton } from '../../components/ui/copy-button';
import { groupPan } from '../../lib/format';
import { rememberCopied } from './clipboard-wipe';
import { KEEP_SHOWN_TIMES, REVEAL_SECONDS } from './use-card-reveal';

/** The revealed details, the countdown, "Keep shown" and "Hide now". */
export function RevealDetails({
  details,
  secondsLeft,
  keepShownLeft,
  onKeepShown,
  onHide,
}: {
  details: CardDetails;
  secondsLeft: number;
  keepShownLeft: number;
  onKeepShown: () => void;
  onHide: () => void;
}) {
  const { t } = useLingui();
  // The tenth "Keep shown" removes that button: its focus moves to "Hide now" next to it.
  const buttonRow = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (keepShownLeft === 0 && document.activeElement === document.body)
      buttonRow.current?.querySelector('button')?.focus();
  }, [keepShownLeft]);
  const month = String(details.exp_month).padStart(2, '0');
  const address = details.billing_address;
  return (
    <div className="space-y-3">
      <dl className="grid gap-3 sm:grid-cols-2">
        {/* Number, CVV and expiry copied from here leave the clipboard when hidden (013). */}
        <Detail label={t`Card number`} value={groupPan(details.pan)} copy={details.pan} secret />
        <Detail label={t`CVV`} copyName={t`CVV`} value={details.cvv} copy={details.cvv} secret />
        <Detail
          label={t`Expiry`}
          value={`${month}/${details.exp_year}`}
          copy={`${month}/${String(details.exp_year).slice(-2)}`}
          secret
        />
        <Detail label={t`Name on card`} value={details.holder_name} copy={details.holder_name} />
        <Detail
          label={t`Billing address`}
          value={`${address.line1}, ${address.city}, ${address.state} ${address.zip}, ${address.country}`}
          copy={`${address.line1}\n${address.city}, ${address.state} ${address.zip}\n${address.country}`}
          wide
        />
      </dl>
      {/* The countdown ticks for the eyes only: the panel's live region speaks at 30, 10, 0 s. */}
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm text-slate-600 dark:text-slate-400">
          <Trans>
            Hiding in <span className="font-semibold tabular-nums">{secondsLeft}</span> s
          </Trans>
        </p>
        <div
          aria-hidden="true"
          className="h-1.5 min-w-16 flex-1 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
        >
          <div
            className="h-full bg-brand-500 transition-[width] duration-300"
            style={{ width: `${(secondsLeft / REVEAL_SECONDS) * 100}%` }}
          />
        </div>
        <div ref={buttonRow} className="flex gap-2">
          {keepShownLeft > 0 && (
            <Button variant="secondary" size="sm" onClick={onKeepShown}>
              <Trans>Keep shown</Trans>
            </Button>
          )}
          <Button variant="secondary" size="sm" onClick={onHide}>
            <Trans>Hide now</Trans>
          </Button>
        </div>
      </div>
      {keepShownLeft === 0 && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          <Trans>Kept shown {KEEP_SHOWN_TIMES} times: reveal them again to see them longer.</Trans>
        </p>
      )}
      <p className="text-xs text-slate-600 dark:text-slate-400">
        <Trans>
          A number, CVV or expiry you copy here is cleared from the clipboard when the details hide,
          where the browser lets this page read the clipboard.
        </Trans>
      </p>
    </div>
  );
}

function Detail({
  label,
  value,
  copy,
  copyName,
  secret = false,
  wide = false,
}: {
  label: string;
  /** What the copy button names, when the label lower-cased is wrong ("Copy CVV", not "cvv"). */
  copyName?: string;
  value: string;
  copy: string;
  /** The card's own secrets: shown in monospace, and wiped from the clipboard on hiding. */
  secret?: boolean;
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
        <span className={secret ? 'font-mono text-base tracking-wider' : 'text-sm'}>{value}</span>
        <CopyButton
          value={copy}
          label={copyName ?? label.toLowerCase()}
          onCopied={secret ? rememberCopied : undefined}
        />
      </dd>
    </div>
  );
}
