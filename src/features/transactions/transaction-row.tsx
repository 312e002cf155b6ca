import { useLingui } from '@lingui/react/macro';
import { amountClass, type PurchaseRow } from '../../lib/purchases';
import { CategoryIcon } from '../../components/ui/category-icon';
import { StatusBadge } from '../../components/ui/status-badge';
import { clockFormat } from '../../lib/i18n/intl';
import { formatCents } from '../../lib/money';
import { categoryName, declineReasonText } from '../../lib/service-words';

/** An authorization with no settlement yet: the money is held, not final (decision 031). */
export const isPending = (row: PurchaseRow) => row.status === 'authorization';

/** The columns, shared with the list's header row. */
export const ROW_GRID = 'md:grid-cols-[2.25rem_1fr_4.5rem_7rem_7rem_7rem]';

/** One purchase under its day's heading: the time only, the category's icon, "Pending" in words. */
export function TransactionRow({
  t: row,
  cardName,
  settlementsListed,
  onOpen,
}: {
  t: PurchaseRow;
  cardName: string;
  /** False when the list cannot hold settlements (filtered to authorizations): none is called pending. */
  settlementsListed: boolean;
  onOpen: () => void;
}) {
  const { t, i18n } = useLingui();
  const pending = settlementsListed && isPending(row);
  const partRefund = row.refunded > 0 && row.refunded < -row.amount;
  const back = formatCents(row.refunded);
  const charged = formatCents(-row.amount);
  const quiet = 'text-slate-600 dark:text-slate-400';
  return (
    <button
      type="button"
      onClick={onOpen}
      className={`grid w-full grid-cols-[2.25rem_1fr_auto] items-center gap-x-3 gap-y-1 px-4 py-3 text-left text-sm hover:bg-slate-50 md:gap-x-4 ${ROW_GRID} dark:hover:bg-slate-800/50`}
    >
      <span className="row-span-2 md:row-span-1">
        <CategoryIcon category={row.merchant.category} muted={pending} />
      </span>
      <span className="min-w-0">
        <span className={`block truncate font-medium ${pending ? quiet : ''}`}>
          {row.merchant.name}
        </span>
        <span className={`block text-xs md:truncate ${quiet}`}>
          {categoryName(i18n, row.merchant.category)} · {row.merchant.country} · {cardName}
        </span>
        {/* Part of it came back (issue #48): said on the row, not only in the drawer. */}
        {partRefund && (
          <span className="block text-xs text-emerald-700 dark:text-emerald-400">
            {t`Refunded ${back} of ${charged}`}
          </span>
        )}
        {/* The reason is the row's point: whole, on its own line, wrapping (issue #29 cut it). */}
        {row.decline_reason && (
          <span className="block text-xs text-red-700 dark:text-red-400">
            {declineReasonText(i18n, row.decline_reason)}
          </span>
        )}
      </span>
      {/* A phone reads the time and the status on a second line; a wide screen in columns. */}
      <span className="order-last col-start-2 flex items-center gap-2 md:contents">
        <time dateTime={row.created_at} className={`text-xs tabular-nums md:text-sm ${quiet}`}>
          {clockFormat().format(new Date(row.created_at))}
        </time>
        <span>
          {/* "Pending" in words and a clock, not a colour alone. */}
          <StatusBadge status={pending ? 'pending' : row.status} />
        </span>
      </span>
      <span
        className={`text-right font-semibold tabular-nums ${pending ? `font-medium ${quiet}` : amountClass(row)}`}
      >
        {row.movesMoney || row.type === 'decline' ? (
          formatCents(row.amount, { signed: true })
        ) : (
          <span title={t`No new charge: this settles an earlier hold`}>
            {formatCents(-row.amount)}
          </span>
        )}
      </span>
      <span className={`hidden text-right tabular-nums md:block ${quiet}`}>
        {formatCents(row.balance_after)}
      </span>
    </button>
  );
}
