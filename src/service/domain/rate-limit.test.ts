import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limit';

const minute = (key: string, pool = 'client') => ({ key, limit: 2, windowMs: 60_000, pool });

describe('rate-limit windows (issue #28 item 5, decision 015)', () => {
  it('drops ended windows as time passes, without waiting for a size threshold', () => {
    const limiter = new RateLimiter();
    for (let i = 0; i < 1000; i++) limiter.check([minute(`ip:${i}`)], i);
    expect(limiter.size).toBe(1000);
    // A minute after the first ones opened, they are gone; the last 500 are still counting.
    limiter.check([minute('ip:late')], 60_500);
    expect(limiter.size).toBe(500);
  });

  it('keeps at most the cap per pool, evicting the oldest, and never an account for an address', () => {
    const limiter = new RateLimiter(100);
    limiter.check([minute('seed:a', 'account')], 0);
    limiter.check([minute('seed:a', 'account')], 0);
    for (let i = 0; i < 1000; i++) limiter.check([minute(`ip:${i}`)], 1);
    expect(limiter.size).toBe(101);
    // The account's window survived the flood of addresses: its third request is still refused.
    expect(limiter.check([minute('seed:a', 'account')], 2)).toBeGreaterThan(0);
    // The oldest addresses were evicted, the newest are still counted.
    expect(limiter.check([minute('ip:999')], 2)).toBe(0);
    expect(limiter.check([minute('ip:999')], 2)).toBeGreaterThan(0);
  });

  it('a reopened window moves to the back, so expiry stays in time order', () => {
    const limiter = new RateLimiter();
    limiter.check([minute('ip:a')], 0);
    limiter.check([minute('ip:b')], 10_000);
    limiter.check([minute('ip:a')], 61_000); // a's first window ended: reopened at 61 s
    limiter.check([minute('ip:c')], 71_000); // b's ended: dropped from the front
    expect(limiter.size).toBe(2);
    limiter.check([minute('ip:a')], 71_000);
    expect(limiter.check([minute('ip:a')], 72_000)).toBe(49);
  });
});
