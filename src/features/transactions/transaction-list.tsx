import { Trans, useLingui } from '@lingui/react/macro';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { dayHeading, withDays } from '../../lib/activity-days';
import { foldPurchases } from '../../lib/purchases';
import type { Transaction } from '../../contract/transactions';
import { ROW_GRID, TransactionRow } from './transaction-row';

/**
 * Rows are virtualized: only what is on screen is in the DOM, so long pages stay smooth. A day's
 * heading rides in its first row's item (decision 031): the list's items stay one per purchase,
 * and the virtualizer measures each item with or without its heading.
 */
export function TransactionList({
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
  const now = new Date();
  const listRef = useRef<HTMLUListElement>(null);
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    setOffset(listRef.current?.offsetTop ?? 0);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: entries.length,
    estimateSize: (index) => (entries[index]?.firstOfDay ? 100 : 64),
    overscan: 8,
    scrollMargin: offset,
    // Without layout (tests), render a first screenful.
    initialRect: { width: 1024, height: 1200 },
  });
  const items = virtualizer.getVirtualItems();
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
      <ul
        ref={listRef}
        aria-label={t`Transactions`}
        className="relative"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {items.map((item) => {
          const { row, day, firstOfDay } = entries[item.index]!;
          return (
            <li
              key={row.id}
              data-index={item.index}
              ref={virtualizer.measureElement}
              className="absolute left-0 top-0 w-full border-b border-slate-200 dark:border-slate-800"
              style={{
                transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)`,
              }}
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
          );
        })}
      </ul>
    </div>
  );
}
