import type { TimelineEvent } from '../../contract/transactions';
import { formatDateTime } from '../../lib/format';
import { formatUsd } from '../../lib/money';

const LABEL: Record<string, string> = {
  '3ds_challenge': '3-D Secure code sent',
  authorized: 'Authorized',
  settled: 'Settled',
  refunded: 'Refunded',
  declined: 'Declined',
};

/** Oldest first; events at the same instant keep the service's order. */
export function orderTimeline(events: TimelineEvent[]): TimelineEvent[] {
  return events
    .map((e, i) => ({ e, i }))
    .sort((a, b) => Date.parse(a.e.at) - Date.parse(b.e.at) || a.i - b.i)
    .map(({ e }) => e);
}

export function Timeline({ events }: { events: TimelineEvent[] }) {
  const ordered = orderTimeline(events);
  return (
    <ol
      aria-label="Authorization timeline"
      className="relative ml-2 border-l-2 border-slate-200 dark:border-slate-700"
    >
      {ordered.map((event, index) => (
        <li key={`${event.status}-${event.at}-${index}`} className="mb-4 ml-5 last:mb-0">
          <span
            aria-hidden="true"
            className={`absolute -left-[7px] mt-1.5 h-3 w-3 rounded-full ring-4 ring-white dark:ring-slate-900 ${
              event.status === 'declined'
                ? 'bg-red-500'
                : event.status === 'refunded'
                  ? 'bg-emerald-500'
                  : 'bg-brand-500'
            }`}
          />
          <p className="text-sm font-semibold">
            {LABEL[event.status] ?? event.status}
            {event.amount !== undefined && (
              <span className="ml-2 font-normal tabular-nums">
                {formatUsd(event.amount, { signed: true })}
              </span>
            )}
          </p>
          <p className="text-xs text-slate-600 dark:text-slate-400">{formatDateTime(event.at)}</p>
          {event.note && <p className="text-xs text-slate-600 dark:text-slate-300">{event.note}</p>}
        </li>
      ))}
    </ol>
  );
}
