import { amountClass, type PurchaseRow } from '../../lib/purchases';
import { StatusBadge } from '../../components/ui/status-badge';
import { formatDateTime } from '../../lib/format';
import { formatUsd } from '../../lib/money';

export function TransactionRow({
  t,
  cardName,
  onOpen,
}: {
  t: PurchaseRow;
  cardName: string;
  onOpen: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onOpen}
      className="grid w-full grid-cols-[1fr_auto] items-center gap-x-4 gap-y-1 px-4 py-3 text-left text-sm hover:bg-slate-50 md:grid-cols-[11rem_1fr_8rem_7rem_7rem] dark:hover:bg-slate-800/50"
    >
      <span className="order-3 text-xs text-slate-600 md:order-none md:text-sm dark:text-slate-400">
        {formatDateTime(t.created_at)}
      </span>
      <span className="min-w-0">
        <span className="block truncate font-medium">{t.merchant.name}</span>
        <span className="block text-xs text-slate-600 md:truncate dark:text-slate-400">
          {t.merchant.category.replace(/_/g, ' ')} · {t.merchant.country} · {cardName}
          {t.decline_reason && (
            <span className="text-red-700 dark:text-red-400"> · {t.decline_reason}</span>
          )}
        </span>
      </span>
      <span className="order-4 md:order-none">
        <StatusBadge status={t.status} />
      </span>
      <span className={`text-right font-semibold tabular-nums ${amountClass(t)}`}>
        {t.movesMoney || t.type === 'decline' ? (
          formatUsd(t.amount, { signed: true })
        ) : (
          <span title="No new charge: this settles an earlier hold">{formatUsd(-t.amount)}</span>
        )}
      </span>
      <span className="hidden text-right tabular-nums text-slate-600 md:block dark:text-slate-400">
        {formatUsd(t.balance_after)}
      </span>
    </button>
  );
}
