import { changed, id, iso, removed, type Ctx } from './context';
import type { Account, EventRecord } from './state';

/**
 * The account's event log (decision 022): every event the account emits, whether or not a webhook
 * subscribes to it, numbered by a per-account cursor that only grows. `listen --forward-to`
 * streams it (GET /sandbox/events/stream) and resumes after the last number it handled. Only the
 * newest MAX_EVENTS_KEPT are kept, like the delivery log: a listener away for longer is told what
 * it missed.
 */
export const MAX_EVENTS_KEPT = 200;

/** The cursor of the newest event; 0 for an account that has emitted none. */
export function lastSeq(account: Account): number {
  return account.events?.at(-1)?.seq ?? 0;
}

/**
 * Logs the operation's events (already shaped as webhook payloads) in order and returns them with
 * their ids; the payload text is the one a webhook of the account receives, byte for byte.
 */
export function logEvents(ctx: Ctx, events: Array<{ type: string; data: unknown }>): EventRecord[] {
  const log = (ctx.account.events ??= []);
  let seq = lastSeq(ctx.account);
  const out: EventRecord[] = [];
  for (const event of events) {
    const eventId = id(ctx, 'evt');
    const createdAt = iso(ctx.now);
    const payload = JSON.stringify({
      id: eventId,
      type: event.type,
      created_at: createdAt,
      data: event.data,
    });
    const record: EventRecord = { id: eventId, seq: ++seq, type: event.type, payload, createdAt };
    log.push(record);
    changed(ctx, 'events', record);
    out.push(record);
  }
  const extra = log.length - MAX_EVENTS_KEPT;
  if (extra > 0) for (const gone of log.splice(0, extra)) removed(ctx, 'events', gone);
  return out;
}

/** The events after `cursor`, oldest first, at most `limit`; `missed` when some were trimmed. */
export function eventsAfter(account: Account, cursor: number, limit: number) {
  const log = account.events ?? [];
  const first = log.findIndex((e) => e.seq > cursor);
  const events = first < 0 ? [] : log.slice(first, first + limit);
  // The log numbers events without holes, so a first kept number past cursor + 1 means a loss.
  const missed = events.length > 0 && events[0]!.seq > cursor + 1 ? events[0]!.seq - cursor - 1 : 0;
  return { events, missed };
}
