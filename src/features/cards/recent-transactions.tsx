import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { Transaction } from '../../contract/transactions';
import { StatusBadge } from '../../components/ui/status-badge';
import { amountClass, foldPurchases } from '../../lib/purchases';
import { EmptyState } from '../../components/ui/empty-state';
import { formatDateTime } from '../../lib/format';
import { formatCents } from '../../lib/money';
import { paths } from '../../lib/paths';
import { declineReasonText } from '../../lib/service-words';

export function RecentTransactions({
  cardId,
  transactions,
}: {
  cardId: string;
  transactions: Transaction[] | undefined;
}) {
  const { t, i18n } = useLingui();
  return (
    <section aria-labelledby="recent-heading" className="space-y-3">
      <div className="flex items-center justify-between">
        <h2 id="recent-heading" className="text-lg font-semibold">
          <Trans>Recent transactions</Trans>
        </h2>
        <Link
          to={paths.transactions({ card_id: cardId })}
          className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
        >
          <Trans>All transactions of this card</Trans>
        </Link>
      </div>
      {!transactions ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          <Trans>Loading…</Trans>
        </p>
      ) : transactions.length === 0 ? (
        <EmptyState title={t`No transactions yet`}>
          <Trans>Purchases with this card show up here.</Trans>
        </EmptyState>
      ) : (
        <ul className="divide-y divide-slate-200 overflow-hidden rounded-card border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
          {foldPurchases(transactions)
            .slice(0, 10)
            .map((row) => (
              <li key={row.id} className="flex items-center gap-3 px-4 py-3 text-sm">
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium">{row.merchant.name}</span>
                  <span className="text-xs text-slate-600 dark:text-slate-400">
                    {formatDateTime(row.created_at)}
                    {row.decline_reason ? ` · ${declineReasonText(i18n, row.decline_reason)}` : ''}
                  </span>
                </span>
                <StatusBadge status={row.status} />
                <span className={`w-24 text-right font-semibold tabular-nums ${amountClass(row)}`}>
                  {formatCents(row.amount, { signed: true })}
                </span>
              </li>
            ))}
        </ul>
      )}
    </section>
  );
}
