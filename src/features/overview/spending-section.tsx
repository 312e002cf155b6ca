import { plural } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Suspense } from 'react';
import { lazyChunk } from '../../lib/lazy-part';
import type { Transaction } from '../../contract/transactions';
import { ChartsPlaceholder } from './chart-layout';
import { aggregateSpending } from './spending';

// Chart.js and the charts load only when the overview shows them.
const SpendingCharts = lazyChunk(() => import('./spending-charts'));

/**
 * The last 30 days of spending as charts, or, with no spending at all (a new card), one sentence:
 * empty charts drew a bare $0–$1 axis and an empty ring (issue #29), and need no Chart.js.
 */
export function SpendingSection({
  transactions,
  now,
}: {
  transactions: Transaction[];
  /** The service's now (useServiceNow): the days end at the sandbox's today, not the device's. */
  now: number;
}) {
  const spending = aggregateSpending(transactions, new Date(now));
  if (spending.days.every((d) => d.cents === 0)) {
    const days = spending.days.length;
    return (
      <section className="rounded-card border border-dashed border-slate-300 px-6 py-6 text-center text-sm dark:border-slate-700">
        <p className="font-semibold">
          {plural(days, {
            one: 'No purchases in the last # day.',
            other: 'No purchases in the last # days.',
          })}
        </p>
        <p className="mt-1 text-slate-600 dark:text-slate-400">
          <Trans>Your spending by day and by category shows here once a card is used.</Trans>
        </p>
      </section>
    );
  }
  return (
    <Suspense fallback={<ChartsPlaceholder />}>
      <SpendingCharts spending={spending} />
    </Suspense>
  );
}
