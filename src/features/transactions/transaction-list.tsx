import { Trans, useLingui } from '@lingui/react/macro';
import { memo, useMemo } from 'react';
import { useDeviceNow, useServiceNow } from '../../api/use-service-now';
import { dayHeading, withDays } from '../../lib/activity-days';
import { foldPurchases } from '../../lib/purchases';
import type { Transaction } from '../../contract/transactions';
import { ROW_GRID, TransactionRow } from './transaction-row';

/**
 * A page holds at most PER_PAGE_MAX (100) purchases, and every row is in the DOM: find-in-page,
 * printing and screen readers reach them all. This replaced a virtualizer, 10.5 KB gzip of the
 * page's first load, with no cost measured in time (issue #35, decision 005: navigation to 100 rows
 * rendered 60–69 ms vs 73–88 ms, painted 124–130 ms vs 110–116 ms, medians of 15). A day's heading
 * rides in its first row's item (decision 031): one item per purchase.
 */
export const TransactionList = memo(function TransactionList({
  rows,
  cardName,
  settlementsListed,
  onOpen,
}: {
  rows: Transaction[];
  cardName: (id: string) => string;
  settlementsListed: boolean;
  onOpen: (t: Transaction) => void;
}) {
  const { t, i18n } = useLingui();
  // A settlement is not a second charge: it folds into its purchase (lib/purchases.ts).
  const entries = useMemo(() => withDays(foldPurchases(rows)), [rows]);
  // Today and Yesterday as of the service's clock (the sandbox's can run ahead, decision 020);
  // the device's until it is known.
  const serviceNow = useServiceNow(60_000);
  const deviceNow = useDeviceNow(60_000);
  const now = new Date(serviceNow ?? deviceNow);
  return (
    <div className="overflow-hidden rounded-card border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <div
        aria-hidden="true"
        className={`hidden gap-x-4 bg-slate-50 px-4 py-2 text-xs font-semibold uppercase tracking-wide text-slate-600 md:grid ${ROW_GRID} dark:bg-slate-800/60 dark:text-slate-400`}
      >
        <span />
        <span>
          <Trans>Merchant</Trans>
        </span>
        <span>
          <Trans>Time</Trans>
        </span>
        <span>
          <Trans>Status</Trans>
        </span>
        <span className="text-right">
          <Trans>Amount</Trans>
        </span>
        <span className="text-right">
          <Trans>Balance after</Trans>
        </span>
      </div>
      <ul aria-label={t`Transactions`}>
        {entries.map(({ row, day, firstOfDay }) => (
          <li
            key={row.id}
            className="border-b border-slate-200 last:border-b-0 dark:border-slate-800"
          >
            {firstOfDay && (
              <h2 className="border-b border-slate-200 bg-slate-50 px-4 py-2 text-xs font-semibold text-slate-700 dark:border-slate-800 dark:bg-slate-800/60 dark:text-slate-300">
                {dayHeading(i18n, day, now)}
              </h2>
            )}
            <TransactionRow
              t={row}
              cardName={cardName(row.card_id)}
              settlementsListed={settlementsListed}
              onOpen={() => onOpen(row)}
            />
          </li>
        ))}
      </ul>
    </div>
  );
});
