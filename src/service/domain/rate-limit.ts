import { RATE_LIMITS, type RateLimits } from '../../contract/limits';

export type Limits = RateLimits;
export const DEFAULT_LIMITS: Limits = RATE_LIMITS;

/**
 * Fixed windows per (seed, rule): a window opens at its first request and counts until it ends.
 * A refused request does not count. Kept in memory: a restart forgets the counts.
 */
export class RateLimiter {
  private windows = new Map<string, { start: number; count: number }>();

  /** Seconds to wait, or 0 when the request may go ahead (and is counted). */
  check(rules: Array<{ key: string; limit: number; windowMs: number }>, now: number): number {
    let wait = 0;
    for (const rule of rules) {
      const w = this.windows.get(rule.key);
      if (w && now - w.start < rule.windowMs && w.count >= rule.limit) {
        wait = Math.max(wait, Math.ceil((w.start + rule.windowMs - now) / 1000));
      }
    }
    if (wait > 0) return wait;
    for (const rule of rules) {
      const w = this.windows.get(rule.key);
      if (!w || now - w.start >= rule.windowMs)
        this.windows.set(rule.key, { start: now, count: 1 });
      else w.count += 1;
    }
    if (this.windows.size > 50_000) this.prune(now);
    return 0;
  }

  private prune(now: number) {
    for (const [key, w] of this.windows) if (now - w.start >= 3_600_000) this.windows.delete(key);
  }

  clear() {
    this.windows.clear();
  }
}
