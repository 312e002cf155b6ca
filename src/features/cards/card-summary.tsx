import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CardSummary as Summary } from '../../contract/cards';
import type { Transaction } from '../../contract/transactions';
import { formatDate, formatDateTime } from '../../lib/format';
import { percentFormat } from '../../lib/i18n/intl';
import { formatCents } from '../../lib/money';
import { CardRulesLine } from '../../components/ui/card-rules';

/** Purchase attempts among the card's recent transactions: what a decline rate counts. */
export const purchaseAttempts = (transactions: Transaction[]) =>
  transactions.filter((t) => t.type === 'authorization' || t.type === 'decline');

/** Decline rate of the card's recent purchase attempts (declines / authorizations + declines). */
export function declineRate(transactions: Transaction[]): number | null {
  const attempts = purchaseAttempts(transactions);
  if (attempts.length === 0) return null;
  return attempts.filter((t) => t.type === 'decline').length / attempts.length;
}

export function CardSummary({
  card,
  recent,
}: {
  card: Summary;
  recent: Transaction[] | undefined;
}) {
  const { t } = useLingui();
  const rate = recent ? declineRate(recent) : null;
  // The hint counts what the rate counts (issue #29: "64 % of the last 13 transactions" was 7 of 11).
  const attempts = recent ? purchaseAttempts(recent).length : 0;
  // A terminated card says only what is still true (issue #29): no limit, no expiry.
  const live = card.status !== 'terminated';
  return (
    <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
      <Figure label={t`Balance`} value={formatCents(card.balance)} large />
      <Figure label={t`Total spent`} value={formatCents(card.total_spent)} />
      <Figure label={t`Transactions`} value={String(card.transaction_count)} />
      {live && (
        <div className="col-span-2 rounded-lg bg-white p-3 sm:col-span-3 dark:bg-slate-900">
          <dt className="text-xs uppercase tracking-wide text-slate-600 dark:text-slate-400">
            <Trans>Rules</Trans>
          </dt>
          <dd className="mt-1">
            <CardRulesLine card={card} />
          </dd>
        </div>
      )}
      {live && <Figure label={t`Expires`} value={formatDate(card.expires_at)} />}
      <Figure
        label={t`Last used`}
        value={card.last_used_at ? formatDateTime(card.last_used_at) : t`Never`}
      />
      <Figure
        label={t`Decline rate`}
        value={rate === null ? '—' : percentFormat().format(rate)}
        hint={
          attempts
            ? plural(attempts, {
                one: 'of the last purchase attempt',
                other: 'of the last # purchase attempts',
              })
            : undefined
        }
      />
      {card.status === 'frozen' && card.frozen_at && (
        <Figure label={t`Frozen since`} value={formatDateTime(card.frozen_at)} />
      )}
      {card.status === 'terminated' && card.terminated_at && (
        <Figure label={t`Terminated`} value={formatDateTime(card.terminated_at)} />
      )}
      {Object.keys(card.metadata).length > 0 && (
        <div className="col-span-2 rounded-lg bg-white p-3 sm:col-span-3 dark:bg-slate-900">
          <dt className="text-xs uppercase tracking-wide text-slate-600 dark:text-slate-400">
            <Trans>Metadata</Trans>
          </dt>
          <dd className="mt-1 flex flex-wrap gap-2">
            {Object.entries(card.metadata).map(([key, value]) => (
              <span
                key={key}
                className="rounded bg-slate-100 px-2 py-0.5 font-mono text-xs dark:bg-slate-800"
              >
                {key}: {String(value)}
              </span>
            ))}
          </dd>
        </div>
      )}
    </dl>
  );
}

function Figure({
  label,
  value,
  hint,
  large = false,
}: {
  label: string;
  value: string;
  hint?: string | undefined;
  large?: boolean;
}) {
  return (
    <div className="rounded-lg bg-white p-3 dark:bg-slate-900">
      <dt className="text-xs uppercase tracking-wide text-slate-600 dark:text-slate-400">
        {label}
      </dt>
      <dd className={`mt-1 font-semibold tabular-nums ${large ? 'text-2xl' : 'text-base'}`}>
        {value}
      </dd>
      {hint && <dd className="text-xs text-slate-600 dark:text-slate-400">{hint}</dd>}
    </div>
  );
}
