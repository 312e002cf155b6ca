import type { ChallengeSummary } from '../../contract/three-ds';
import { StatusBadge } from '../../components/ui/status-badge';
import { formatDateTime } from '../../lib/format';
import { formatCents } from '../../lib/money';

/**
 * A past challenge in two lines at any width: the shop, its outcome and amount; below, the card
 * and when, across the whole row. On a phone the card and time no longer share a line with the
 * badge and amount, which had squeezed them into four lines (issue #48).
 */
export function HistoryRow({
  challenge,
  cardName,
}: {
  challenge: ChallengeSummary;
  cardName: string;
}) {
  return (
    <li className="grid grid-cols-[minmax(0,1fr)_auto_auto] items-center gap-x-3 gap-y-0.5 px-4 py-3 text-sm">
      <span className="truncate font-medium">{challenge.merchant}</span>
      <StatusBadge status={challenge.status} />
      <span className="min-w-16 text-right font-semibold tabular-nums">
        {formatCents(challenge.amount)}
      </span>
      <span className="col-span-3 text-xs text-slate-600 dark:text-slate-400">
        {cardName} · {formatDateTime(challenge.created_at)}
      </span>
    </li>
  );
}
