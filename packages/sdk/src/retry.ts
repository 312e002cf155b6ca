/**
 * When a call is tried again (decision 039). A 429 or a 503 was refused before it ran, so any call
 * may be repeated after it; a network failure may have landed, so only a read or a write carrying
 * its idempotency key is repeated (the same key each time: money moves once).
 */
export type RetryOptions = {
  /** Tries in all, the first included (default 3). 1 turns retries off. */
  attempts?: number;
  /** The first wait when the answer names none; doubled at each try (default 500 ms). */
  baseDelayMs?: number;
  /** The longest wait: an answer asking for more is thrown, not waited on (default 30 s). */
  maxDelayMs?: number;
  /** How to wait; tests pass one that records the wait and returns at once. */
  sleep?: (ms: number) => Promise<void>;
};

export const RETRY_DEFAULTS = { attempts: 3, baseDelayMs: 500, maxDelayMs: 30_000 } as const;

/** Statuses that say "not now, nothing was done": retried after their Retry-After. */
export const RETRIED_STATUSES: ReadonlySet<number> = new Set([429, 503]);

export const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** `Retry-After` as seconds (a number of seconds or an HTTP date), or undefined. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * How long to wait before try `attempt + 1`: the answer's Retry-After when it gave one, else the
 * doubling back-off; null when no try is left or the wait asked is longer than `maxDelayMs`.
 */
export function retryDelay(
  attempt: number,
  retryAfterSeconds: number | undefined,
  options: RetryOptions,
): number | null {
  const attempts = options.attempts ?? RETRY_DEFAULTS.attempts;
  if (attempt >= attempts) return null;
  const wait =
    retryAfterSeconds !== undefined
      ? retryAfterSeconds * 1000
      : (options.baseDelayMs ?? RETRY_DEFAULTS.baseDelayMs) * 2 ** (attempt - 1);
  return wait > (options.maxDelayMs ?? RETRY_DEFAULTS.maxDelayMs) ? null : wait;
}
