import { useLingui } from '@lingui/react/macro';
import type { Deposit } from '../../contract/wallet';
import { CopyButton } from '../../components/ui/copy-button';
import { StatusBadge } from '../../components/ui/status-badge';
import { formatDateTime, shorten } from '../../lib/format';
import { formatCents } from '../../lib/money';
import { DepositHelp } from './deposit-help';
import { troubleOf } from './deposit-progress';
import { DepositTimeline } from './deposit-timeline';
import type { DepositPlace } from './deposit-words';

/** One deposit: amount and hash, its timeline, and help when it is late or below the minimum. */
export function DepositRow(props: {
  deposit: Deposit;
  place: DepositPlace;
  minimum: string | undefined;
  /** The service's time (ms); undefined until known, and nothing is called late meanwhile. */
  now: number | undefined;
}) {
  const { deposit: d, place, minimum, now } = props;
  const { t } = useLingui();
  const fee = formatCents(d.fee_usd);
  const expected = formatCents(d.amount_usd - d.fee_usd);
  const credited = formatCents(d.credited_usd);
  const when = formatDateTime(d.created_at);
  const trouble = troubleOf(d, now, minimum);
  return (
    <li className="px-4 py-3 text-sm">
      <div className="grid gap-3 md:grid-cols-[1fr_7rem_16rem]">
        <div className="min-w-0">
          <p className="font-semibold tabular-nums">
            {d.amount_crypto} {place.code}{' '}
            <span className="font-normal text-slate-600 dark:text-slate-400">
              ≈ {formatCents(d.amount_usd)}
            </span>
          </p>
          <p className="text-xs text-slate-600 dark:text-slate-400">
            {/* A fee and a credit only when they happened: an expired deposit had neither
                (issue #48 item 6); its timeline says "Not credited". */}
            {d.status === 'pending'
              ? t`Fee ${fee} · expected ${expected} once confirmed · ${when}`
              : d.status === 'confirmed'
                ? t`Fee ${fee} · credited ${credited} · ${when}`
                : when}
          </p>
          <p className="mt-1 flex items-center gap-2 font-mono text-xs text-slate-600 dark:text-slate-300">
            <span title={d.tx_hash}>{shorten(d.tx_hash, 10, 8)}</span>
            <CopyButton value={d.tx_hash} label={t`transaction hash`} />
          </p>
        </div>
        <div>
          <StatusBadge status={d.status} />
        </div>
        <DepositTimeline deposit={d} />
      </div>
      {trouble && <DepositHelp deposit={d} trouble={trouble} place={place} />}
    </li>
  );
}
