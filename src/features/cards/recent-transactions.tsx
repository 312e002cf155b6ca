import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { Transaction } from '../../contract/transactions';
import { StatusBadge } from '../../components/ui/status-badge';
import { amountClass, foldPurchases } from '../../lib/purchases';
import { EmptyState } from '../../components/ui/empty-state';
import { useDeviceNow, useServiceNow } from '../../api/use-service-now';
import { dayHeading, withDays } from '../../lib/activity-days';
import { CategoryIcon } from '../../components/ui/category-icon';
import { clockFormat } from '../../lib/i18n/intl';
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
  // Today and Yesterday as of the service's clock (the sandbox's can run ahead, decision 020);
  // the device's until it is known.
  const serviceNow = useServiceNow(60_000);
  const deviceNow = useDeviceNow(60_000);
  const now = new Date(serviceNow ?? deviceNow);
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
        <ul
          aria-label={t`Recent transactions`}
          className="divide-y divide-slate-200 overflow-hidden rounded-card border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
        >
          {/* By day, the heading in the day's first item, as on the transactions page (decision 031). */}
          {withDays(foldPurchases(transactions).slice(0, 10)).map(({ row, day, firstOfDay }) => {
            const pending = row.status === 'authorization';
            return (
              <li key={row.id} className="text-sm">
                {firstOfDay && (
                  <h3 className="border-b border-slate-200 bg-slate-50 px-4 py-1.5 text-xs font-semibold text-slate-700 dark:border-slate-800 dark:bg-slate-800/60 dark:text-slate-300">
                    {dayHeading(i18n, day, now)}
                  </h3>
                )}
                {/* A phone reads the status under the name, in the room the icon took. */}
                <div className="grid grid-cols-[2.25rem_1fr_auto] items-center gap-x-3 gap-y-1 px-4 py-3 sm:grid-cols-[2.25rem_1fr_auto_6rem]">
                  <span className="row-span-2 sm:row-span-1">
                    <CategoryIcon category={row.merchant.category} muted={pending} />
                  </span>
                  <span className="min-w-0">
                    <span
                      className={`block truncate font-medium ${pending ? 'text-slate-600 dark:text-slate-400' : ''}`}
                    >
                      {row.merchant.name}
                    </span>
                    <span className="text-xs text-slate-600 dark:text-slate-400">
                      <time dateTime={row.created_at} className="tabular-nums">
                        {clockFormat().format(new Date(row.created_at))}
                      </time>
                      {row.decline_reason
                        ? ` · ${declineReasonText(i18n, row.decline_reason)}`
                        : ''}
                    </span>
                  </span>
                  <span className="order-last col-start-2 sm:order-none sm:col-start-auto">
                    <StatusBadge status={pending ? 'pending' : row.status} />
                  </span>
                  <span
                    className={`text-right font-semibold tabular-nums ${pending ? 'font-medium text-slate-600 dark:text-slate-400' : amountClass(row)}`}
                  >
                    {formatCents(row.amount, { signed: true })}
                  </span>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
