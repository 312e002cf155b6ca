import { eventsAfter } from '../domain/event-log';
import { ServiceError } from '../domain/errors';
import type { Account, ServiceState } from '../domain/state';

/** The bounds of GET /sandbox/events/stream (decision 022); Node's server may change them. */
export type StreamLimits = {
  /** Streams open at once per account, and in all. */
  perAccount: number;
  total: number;
  /** A comment line this often keeps proxies from closing a quiet stream. */
  heartbeatMs: number;
  /** A stream whose client has not taken the last chunk for this long is cut (it stopped reading). */
  stallMs: number;
  /** Every stream ends after this; the client resumes after its last id, losing nothing. */
  maxAgeMs: number;
  /** Events per chunk: the most a stream holds in memory at once. */
  batch: number;
};
export const DEFAULT_STREAM_LIMITS: StreamLimits = {
  perAccount: 3,
  total: 100,
  heartbeatMs: 15_000,
  stallMs: 30_000,
  maxAgeMs: 15 * 60_000,
  batch: 20,
};

type Open = { wake(): void; end(): void };

/** One Server-Sent Events message; a payload is one JSON line, so one `data:` field. */
const message = (event: string, data: string, id?: number) =>
  `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${data}\n\n`;

/**
 * The open event streams of a Node server. Each is pulled: it reads the account's event log after
 * its own cursor only when the socket has taken the previous chunk, so a client (or a proxy) that
 * stops reading holds one chunk, never a queue, and is cut after `stallMs`.
 */
export function createEventStreams(state: () => ServiceState, options: Partial<StreamLimits> = {}) {
  const limits = { ...DEFAULT_STREAM_LIMITS, ...options };
  const byAccount = new Map<string, Set<Open>>();
  let total = 0;
  const encoder = new TextEncoder();

  function open(account: Account, cursor: number): ReadableStream<Uint8Array> {
    const mine = byAccount.get(account.seedHash) ?? new Set<Open>();
    if (mine.size >= limits.perAccount)
      throw new ServiceError(
        'limit_reached',
        `At most ${limits.perAccount} event streams per account are open at once; close one first.`,
      );
    if (total >= limits.total)
      throw new ServiceError('sandbox_unavailable', 'Too many event streams are open; try again.', {
        'Retry-After': '5',
      });
    const seedHash = account.seedHash;
    const opened = Date.now();
    let lastTaken = opened;
    let waiting: (() => void) | null = null;
    let heartbeat = false;
    let ended = false;
    let first = true;
    let controller: ReadableStreamDefaultController<Uint8Array> | undefined;

    const self: Open = {
      wake: () => waiting?.(),
      end() {
        ended = true;
        if (waiting) waiting();
        else if (controller) {
          // No read is waiting: the client is not reading. Cut it rather than wait for it.
          try {
            controller.error(new Error('event stream closed'));
          } catch {
            // already closed
          }
          cleanup();
        }
      },
    };
    let lastSent = opened;
    const timer = setInterval(
      () => {
        const now = Date.now();
        if (now - opened >= limits.maxAgeMs) return self.end();
        if (waiting) {
          if (now - lastSent < limits.heartbeatMs) return;
          heartbeat = true;
          waiting();
        } else if (now - lastTaken >= limits.stallMs) self.end();
      },
      Math.min(limits.heartbeatMs, limits.stallMs, limits.maxAgeMs) / 2,
    );
    (timer as { unref?: () => void }).unref?.();
    function cleanup() {
      if (!mine.delete(self)) return;
      clearInterval(timer);
      total -= 1;
      if (!mine.size) byAccount.delete(seedHash);
    }
    mine.add(self);
    byAccount.set(seedHash, mine);
    total += 1;

    return new ReadableStream<Uint8Array>(
      {
        start: (c) => void (controller = c),
        async pull(c) {
          lastTaken = Date.now();
          for (;;) {
            const account = state().accounts[seedHash];
            if (ended || !account) {
              cleanup();
              return c.close();
            }
            let text = '';
            if (first) {
              first = false;
              // `retry` is how long an EventSource waits before reconnecting; `id` is the cursor.
              text += `retry: 1000\n${message('ready', JSON.stringify({ cursor }), cursor)}`;
            }
            const { events, missed } = eventsAfter(account, cursor, limits.batch);
            if (missed) text += message('gap', JSON.stringify({ missed }));
            for (const e of events) {
              text += message(e.type, e.payload, e.seq);
              cursor = e.seq;
            }
            if (heartbeat && !text) text = ': heartbeat\n\n';
            heartbeat = false;
            if (text) {
              // Handed over now: the stall clock runs from here until the next read.
              lastSent = lastTaken = Date.now();
              return c.enqueue(encoder.encode(text));
            }
            await new Promise<void>((resolve) => (waiting = resolve));
            waiting = null;
          }
        },
        cancel: () => cleanup(),
      },
      { highWaterMark: 0 },
    );
  }

  return {
    limits,
    open,
    /** New events were kept for this account: its streams read them. */
    notify(seedHash: string) {
      for (const s of byAccount.get(seedHash) ?? []) s.wake();
    },
    /** Ends every stream (the server stops; the state was replaced). */
    closeAll() {
      for (const set of [...byAccount.values()]) for (const s of [...set]) s.end();
    },
    count: () => total,
  };
}
export type EventStreams = ReturnType<typeof createEventStreams>;

/** The in-browser demo's answer (decision 022): the events after the cursor, then the end. */
export function oneShotStream(account: Account, cursor: number, batch: number): string {
  const { events, missed } = eventsAfter(account, cursor, batch);
  let text = `retry: 1000\n${message('ready', JSON.stringify({ cursor }), cursor)}`;
  if (missed) text += message('gap', JSON.stringify({ missed }));
  for (const e of events) text += message(e.type, e.payload, e.seq);
  return text;
}
