import { eventStreamOperations } from '../../../contract/event-stream';
import { lastSeq, MAX_EVENTS_KEPT } from '../../domain/event-log';
import { ServiceError } from '../../domain/errors';
import type { Account } from '../../domain/state';
import { oneShotStream } from '../event-stream';
import { implement, type Handlers } from '../implement';
import { STREAM_DOC } from './sandbox-tools-doc';

const HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-store',
  // Proxies that buffer answers (nginx) pass this one through as it is written.
  'X-Accel-Buffering': 'no',
  // The connection ends with the stream: a stopping server does not wait for it to idle out.
  Connection: 'close',
};

/** Where the stream starts: `after`, else Last-Event-ID, else the newest event (only new ones). */
function cursorOf(account: Account, after: number | undefined, lastEventId: string | null) {
  let cursor = after;
  if (cursor === undefined && lastEventId !== null) {
    if (!/^\d{1,9}$/.test(lastEventId))
      throw new ServiceError('invalid_request', 'Last-Event-ID must be a whole number.');
    cursor = Number(lastEventId);
  }
  const newest = lastSeq(account);
  if (cursor === undefined) return newest;
  // A cursor from the future belongs to another life of the account (a restored snapshot).
  if (cursor > newest)
    throw new ServiceError(
      'invalid_request',
      `after is past the newest event (${newest}); start again without it.`,
    );
  return cursor;
}

/** GET /sandbox/events/stream (decision 022). */
export const eventStreamRoutes = {
  streamEvents: implement(eventStreamOperations.streamEvents, {
    description: STREAM_DOC,
    readQuery: ({ after, ...unread }) => [after, unread],
    handle: ({ ctx, env, query: after }) => {
      const cursor = cursorOf(ctx.account, after, env.headers?.get('Last-Event-ID') ?? null);
      // The in-browser demo has no stream to hold open: the events kept, then the end.
      const body = env.streams
        ? env.streams.open(ctx.account, cursor)
        : oneShotStream(ctx.account, cursor, MAX_EVENTS_KEPT);
      return new Response(body, { status: 200, headers: HEADERS });
    },
  }),
} satisfies Handlers<typeof eventStreamOperations>;
