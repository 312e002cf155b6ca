import { RATE_LIMITS, type RateLimits } from '../../contract/limits';

/**
 * The spec's limits per seed, plus the sandbox's own ceiling on sign-ups (`POST /`) per minute
 * across every client (decision 015): a host with many addresses cannot mint accounts unbounded.
 */
export type Limits = RateLimits & {
  signupsPerMinute: number;
  /** Resends and examples per account and minute: each is an outbound request (decision 021). */
  webhookSendsPerMinute: number;
};
export const DEFAULT_LIMITS: Limits = {
  ...RATE_LIMITS,
  signupsPerMinute: 300,
  webhookSendsPerMinute: 60,
};

/** At most this many windows per pool and window length; the oldest goes first (decision 015). */
export const MAX_WINDOWS = 100_000;

export type Rule = {
  key: string;
  limit: number;
  windowMs: number;
  /** Windows of one pool only ever evict each other: addresses cannot push out accounts. */
  pool?: string;
};
type Window = { start: number; count: number };

/**
 * Fixed windows per (caller, rule): a window opens at its first request and counts until it ends.
 * A refused request does not count. Kept in memory: a restart forgets the counts.
 *
 * Windows of one length live in one Map whose insertion order is their start order (a window that
 * reopens is moved to the end), so the expired ones are always at the front: each request drops
 * them from there and never scans the live ones (issue #28 item 5, decision 015).
 */
export class RateLimiter {
  private pools = new Map<string, { windowMs: number; windows: Map<string, Window> }>();

  constructor(private readonly maxWindows = MAX_WINDOWS) {}

  /** Seconds to wait, or 0 when the request may go ahead (and is counted). */
  check(rules: Rule[], now: number): number {
    let wait = 0;
    for (const rule of rules) {
      const w = this.windowsOf(rule).get(rule.key);
      if (w && now - w.start < rule.windowMs && w.count >= rule.limit) {
        wait = Math.max(wait, Math.ceil((w.start + rule.windowMs - now) / 1000));
      }
    }
    if (wait > 0) return wait;
    for (const rule of rules) {
      const windows = this.windowsOf(rule);
      const w = windows.get(rule.key);
      if (w && now - w.start < rule.windowMs) w.count += 1;
      else {
        windows.delete(rule.key);
        windows.set(rule.key, { start: now, count: 1 });
      }
    }
    this.expire(now);
    return 0;
  }

  /** How many windows are kept (tests and the benchmark read it). */
  get size(): number {
    let total = 0;
    for (const { windows } of this.pools.values()) total += windows.size;
    return total;
  }

  clear() {
    this.pools.clear();
  }

  private windowsOf(rule: Rule): Map<string, Window> {
    const name = `${rule.pool ?? ''}:${rule.windowMs}`;
    let pool = this.pools.get(name);
    if (!pool) this.pools.set(name, (pool = { windowMs: rule.windowMs, windows: new Map() }));
    return pool.windows;
  }

  /** From the front of each pool: every ended window, then the oldest beyond the cap. */
  private expire(now: number) {
    for (const { windowMs, windows } of this.pools.values()) {
      for (const [key, w] of windows) {
        if (now - w.start < windowMs && windows.size <= this.maxWindows) break;
        windows.delete(key);
      }
    }
  }
}
