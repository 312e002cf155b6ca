import { forward, listenSecret } from './forward';
import { readSse } from './sse';

export type ListenOptions = {
  /** The sandbox's base URL, ending in /v1/api. */
  server: string;
  seed: string;
  forwardTo: string;
  /** Start after this event number instead of with the next new event. */
  after?: number | undefined;
  log: (line: string) => void;
  /** Waits between failed attempts, in ms; the last repeats. */
  backoffMs?: number[];
};

const BACKOFF_MS = [500, 1000, 2000, 4000, 8000, 15000, 30000];
/** Worth trying again: the server is busy, restarting, or still holds our previous stream. */
const RETRYABLE = (status: number) => status === 409 || status === 429 || status >= 500;

/**
 * `listen --forward-to` (decision 022): reads the account's event stream and POSTs each event to
 * the local URL, signed, one at a time and in order. The cursor moves past an event only once its
 * forward was answered (or failed), and every reconnect resumes after the cursor (Last-Event-ID),
 * so a dropped stream loses and repeats nothing. Resolves with the exit code.
 */
export function startListening(options: ListenOptions) {
  const abort = new AbortController();
  const backoff = options.backoffMs ?? BACKOFF_MS;
  const secret = listenSecret(options.seed);
  const base = options.server.replace(/\/+$/, '');
  let cursor = options.after;
  let failures = 0;
  let announced = false;
  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      abort.signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), {
        once: true,
      });
    });
  const nextDelay = () => backoff[Math.min(failures++, backoff.length - 1)]!;

  async function once(): Promise<'again' | number> {
    const headers: Record<string, string> = { 'X-Seed': options.seed, Accept: 'text/event-stream' };
    if (cursor !== undefined) headers['Last-Event-ID'] = String(cursor);
    let response: Response;
    try {
      response = await fetch(`${base}/sandbox/events/stream`, { headers, signal: abort.signal });
    } catch {
      if (abort.signal.aborted) return 0;
      const ms = nextDelay();
      options.log(`Could not reach ${base}; trying again in ${ms / 1000} s.`);
      await wait(ms);
      return 'again';
    }
    if (!response.ok) {
      const body = (await response.json().catch(() => null)) as { message?: string } | null;
      const reason = `${response.status}: ${body?.message ?? response.statusText}`;
      if (!RETRYABLE(response.status)) {
        options.log(`The sandbox refused the event stream (${reason})`);
        return 1;
      }
      const ms = nextDelay();
      options.log(`The sandbox is busy (${reason}); trying again in ${ms / 1000} s.`);
      await wait(ms);
      return 'again';
    }
    try {
      for await (const message of readSse(response.body!)) {
        if (message.event === 'ready') {
          cursor = Number(message.id);
          failures = 0;
          if (!announced)
            options.log(
              `Ready! Forwarding the account's events to ${options.forwardTo}\n` +
                `Signing secret: ${secret} (derived from your seed: the same on every run)\n` +
                `Each event is POSTed with X-Webhook-Signature, as a webhook would be. Ctrl-C to stop.`,
            );
          else options.log(`Reconnected; resuming after event #${cursor}.`);
          announced = true;
        } else if (message.event === 'gap') {
          const missed = (JSON.parse(message.data) as { missed: number }).missed;
          options.log(`${missed} events happened while away and are older than the log keeps.`);
        } else {
          const seq = message.id ?? '?';
          const result = await forward(options.forwardTo, secret, {
            seq,
            type: message.event,
            payload: message.data,
          });
          options.log(result.line);
          if (message.id !== undefined) cursor = Number(message.id);
        }
      }
      if (abort.signal.aborted) return 0;
      options.log(`The stream ended; resuming after event #${cursor ?? 0}.`);
      await wait(backoff[0]!);
    } catch {
      if (abort.signal.aborted) return 0;
      const ms = nextDelay();
      options.log(`The stream broke; resuming after event #${cursor ?? 0} in ${ms / 1000} s.`);
      await wait(ms);
    }
    return 'again';
  }

  const done = (async () => {
    for (;;) {
      const outcome = await once();
      if (outcome !== 'again') return outcome;
      if (abort.signal.aborted) return 0;
    }
  })();
  return { done, stop: () => abort.abort() };
}
