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
        <span>Date</span>
        <span>Merchant</span>
        <span>Status</span>
        <span className="text-right">Amount</span>
        <span className="text-right">Balance after</span>
      </div>
      <ul
        ref={listRef}
        aria-label="Transactions"
        className="relative"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {items.map((item) => {
          const t = purchases[item.index]!;
          return (
            <li
              key={t.id}
              data-index={item.index}
              ref={virtualizer.measureElement}
              className="absolute left-0 top-0 w-full border-b border-slate-200 dark:border-slate-800"
              style={{
                transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)`,
              }}
            >
              <TransactionRow t={t} cardName={cardName(t.card_id)} onOpen={() => onOpen(t)} />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
