/** The alert routes' rates (decision 025); the store's bounds are STORE_LIMITS (store.ts). */
export const ALERT_RATES = {
  /** POST /alerts/hooks from one client (an IPv4 address or an IPv6 /64), an hour. */
  registrationsPerClient: 10,
  /** POST /alerts/hooks from one site (an IPv6 /48), an hour: its /64s are not each a client. */
  registrationsPerSite: 50,
  /** Events pushed for one hook, a minute. */
  pushesPerHook: 30,
  /** Refused POST /hooks/:id from one client, a minute; past it the body is not read. */
  refusalsPerClient: 60,
  /** Seconds the service is asked to wait when the push service failed (503). */
  pushRetryAfter: 5,
};

/**
 * In-memory counters with a fixed number of keys (decision 025): when full, the oldest key goes,
 * so a flood of new addresses or hook ids costs at most `maxKeys` entries.
 */
export function windowCounter(options: { limit: number; windowMs: number; maxKeys: number }) {
  const hits = new Map<string, { count: number; since: number }>();
  return {
    /** Counts one hit for `key`; false when the key is over its limit in the current window. */
    take(key: string, now = Date.now()): boolean {
      let entry = hits.get(key);
      if (!entry || now - entry.since >= options.windowMs) {
        hits.delete(key);
        if (hits.size >= options.maxKeys) hits.delete(hits.keys().next().value!);
        entry = { count: 0, since: now };
        hits.set(key, entry);
      }
      entry.count += 1;
      return entry.count <= options.limit;
    },
    /** Hits of `key` in its current window, the refused ones too. */
    hits: (key: string) => hits.get(key)?.count ?? 0,
    /** Takes back one hit of `key` (a request that turned out to be allowed after all). */
    refund(key: string) {
      const entry = hits.get(key);
      if (entry && entry.count > 0) entry.count -= 1;
    },
    size: () => hits.size,
  };
}

/** A rate window the instances may share (decision 046): hits of a key within its window. */
export type RateWindow = {
  /** Counts one hit for `key`; false when the key is over its limit in the current window. */
  take(key: string, now: number): Promise<boolean>;
  /** Takes back one hit of `key`. */
  refund(key: string): Promise<void>;
};
export type WindowOptions = { limit: number; windowMs: number; maxKeys: number };
/** Makes the named windows of the alert routes: in memory, or in PostgreSQL (postgres-windows.ts). */
export type RateWindows = (name: string, options: WindowOptions) => RateWindow;

/** Each instance its own windows, in memory: one instance, or SQLite (decision 025). */
export const memoryWindows: RateWindows = (_name, options) => {
  const counter = windowCounter(options);
  return {
    take: async (key, now) => counter.take(key, now),
    refund: async (key) => counter.refund(key),
  };
};

/** Reads at most `max` bytes of a body; `over` says there was more (the rest is not read). */
export async function readCapped(request: Request, max: number) {
  const chunks: Uint8Array[] = [];
  let size = 0;
  let over = false;
  const reader = request.body?.getReader();
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      over = true;
      chunks.push(value.subarray(0, value.byteLength - (size - max)));
      await reader.cancel().catch(() => undefined);
      break;
    }
    chunks.push(value);
  }
  return { bytes: Buffer.concat(chunks), over };
}
