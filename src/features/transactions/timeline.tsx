import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { TimelineEvent } from '../../contract/transactions';
import { formatDateTime } from '../../lib/format';
import { formatCents } from '../../lib/money';
import { timelineNoteText } from '../../lib/service-words';

const LABEL: Record<string, MessageDescriptor> = {
  '3ds_challenge': msg`3-D Secure code sent`,
  authorized: msg`Authorized`,
  settled: msg`Settled`,
  refunded: msg`Refunded`,
  declined: msg`Declined`,
};

/** An event's words (the report's text uses them too). */
export function timelineLabel(i18n: { _: (d: MessageDescriptor) => string }, status: string) {
  const known = LABEL[status];
  return known ? i18n._(known) : status;
}

/** Oldest first; events at the same instant keep the service's order. */
export function orderTimeline(events: TimelineEvent[]): TimelineEvent[] {
  return events
    .map((e, i) => ({ e, i }))
    .sort((a, b) => Date.parse(a.e.at) - Date.parse(b.e.at) || a.i - b.i)
    .map(({ e }) => e);
}

/**
 * Whether an event's amount says something new (issue #48: the drawer said −$30.00 three times):
 * not the amount already stated above the timeline, nor a settlement of the authorized amount.
 */
export function eventAmountIsNew(
  event: TimelineEvent,
  ordered: TimelineEvent[],
  amountAbove: number | undefined,
): boolean {
  if (event.amount === undefined || event.amount === amountAbove) return false;
  const authorized = ordered.find((e) => e.status === 'authorized')?.amount;
  return !(event.status === 'settled' && event.amount === authorized);
}

export function Timeline({
  events,
  amountAbove,
}: {
  events: TimelineEvent[];
  /** The transaction's amount, said above the timeline: not repeated in it. */
  amountAbove?: number;
}) {
  const { t, i18n } = useLingui();
  const ordered = orderTimeline(events);
  const label = (status: string) => timelineLabel(i18n, status);
  return (
    <ol
      aria-label={t`Authorization timeline`}
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
            {label(event.status)}
            {event.amount !== undefined && eventAmountIsNew(event, ordered, amountAbove) && (
              <span className="ml-2 font-normal tabular-nums">
                {formatCents(event.amount, { signed: true })}
              </span>
            )}
          </p>
          <p className="text-xs text-slate-600 dark:text-slate-400">{formatDateTime(event.at)}</p>
          {event.note && (
            <p className="text-xs text-slate-600 dark:text-slate-300">
              {timelineNoteText(i18n, event.note)}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
