import { useLingui } from '@lingui/react/macro';
import { amountClass, type PurchaseRow } from '../../lib/purchases';
import { StatusBadge } from '../../components/ui/status-badge';
import { formatDateTime } from '../../lib/format';
import { formatCents } from '../../lib/money';
import { categoryText, declineReasonText } from '../../lib/service-words';

export function TransactionRow({
  t: row,
  cardName,
  onOpen,
}: {
  t: PurchaseRow;
  cardName: string;
  onOpen: () => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <button
      type="button"
      onClick={onOpen}
      className="grid w-full grid-cols-[1fr_auto] items-center gap-x-4 gap-y-1 px-4 py-3 text-left text-sm hover:bg-slate-50 md:grid-cols-[11rem_1fr_8rem_7rem_7rem] dark:hover:bg-slate-800/50"
    >
      <span className="order-3 text-xs text-slate-600 md:order-none md:text-sm dark:text-slate-400">
        {formatDateTime(row.created_at)}
      </span>
      <span className="min-w-0">
        <span className="block truncate font-medium">{row.merchant.name}</span>
        <span className="block text-xs text-slate-600 md:truncate dark:text-slate-400">
          {categoryText(i18n, row.merchant.category)} · {row.merchant.country} · {cardName}
        </span>
        {/* The reason is the row's point: whole, on its own line, wrapping (issue #29 cut it). */}
        {row.decline_reason && (
          <span className="block text-xs text-red-700 dark:text-red-400">
            {declineReasonText(i18n, row.decline_reason)}
          </span>
        )}
      </span>
      <span className="order-4 md:order-none">
        <StatusBadge status={row.status} />
      </span>
      <span className={`text-right font-semibold tabular-nums ${amountClass(row)}`}>
        {row.movesMoney || row.type === 'decline' ? (
          formatCents(row.amount, { signed: true })
        ) : (
          <span title={t`No new charge: this settles an earlier hold`}>
            {formatCents(-row.amount)}
          </span>
        )}
      </span>
      <span className="hidden text-right tabular-nums text-slate-600 md:block dark:text-slate-400">
        {formatCents(row.balance_after)}
      </span>
    </button>
  );
}
