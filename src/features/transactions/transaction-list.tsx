import { Trans, useLingui } from '@lingui/react/macro';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { foldPurchases } from '../../lib/purchases';
import type { Transaction } from '../../contract/transactions';
import { TransactionRow } from './transaction-row';

/** Rows are virtualized: only what is on screen is in the DOM, so long pages stay smooth. */
export function TransactionList({
  rows,
  cardName,
  onOpen,
}: {
  rows: Transaction[];
  cardName: (id: string) => string;
  onOpen: (t: Transaction) => void;
}) {
  const { t } = useLingui();
  // A settlement is not a second charge: it folds into its purchase (lib/purchases.ts).
  const purchases = useMemo(() => foldPurchases(rows), [rows]);
  const listRef = useRef<HTMLUListElement>(null);
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    setOffset(listRef.current?.offsetTop ?? 0);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: purchases.length,
    estimateSize: () => 64,
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
        className="hidden grid-cols-[11rem_1fr_8rem_7rem_7rem] gap-x-4 bg-slate-50 px-4 py-2 text-xs font-semibold uppercase tracking-wide text-slate-600 md:grid dark:bg-slate-800/60 dark:text-slate-400"
      >
        <span>
          <Trans>Date</Trans>
        </span>
        <span>
          <Trans>Merchant</Trans>
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
          const row = purchases[item.index]!;
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
              <TransactionRow t={row} cardName={cardName(row.card_id)} onOpen={() => onOpen(row)} />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
