import { describe, expect, it, vi } from 'vitest';
import { PageLeftError, pageLock } from './page-lock';

type Waiter = { grant: () => void; signal?: AbortSignal | undefined };

/** One exclusive lock, first come first served, with `signal` and `steal` as the Web Locks API. */
function fakeLocks() {
  let holder: symbol | null = null;
  const queue: Waiter[] = [];
  const next = () => {
    const waiter = queue.shift();
    waiter?.grant();
  };
  const request = (
    _name: string,
    options: { signal?: AbortSignal; steal?: boolean },
    callback: () => Promise<unknown>,
  ) =>
    new Promise((resolve, reject) => {
      const run = () => {
        const me = Symbol('holder');
        holder = me;
        callback()
          .then(resolve, reject)
          .finally(() => {
            if (holder === me) {
              holder = null;
              next();
            }
          });
      };
      if (options.steal || holder === null) return run();
      const waiter: Waiter = { grant: run, signal: options.signal };
      queue.push(waiter);
      options.signal?.addEventListener('abort', () => {
        const at = queue.indexOf(waiter);
        if (at < 0) return;
        queue.splice(at, 1);
        reject(options.signal!.reason);
      });
    });
  return { request } as unknown as LockManager;
}

const never = () => new Promise<never>(() => {});

describe('the demo page lock (issue #35 CI, Firefox keeping a left page’s lock)', () => {
  it('runs requests one at a time, in order', async () => {
    const locked = pageLock(fakeLocks(), new EventTarget());
    const order: string[] = [];
    const slow = locked(async () => {
      await new Promise((r) => setTimeout(r, 20));
      order.push('first');
      return 1;
    });
    const fast = locked(async () => {
      order.push('second');
      return 2;
    });
    expect(await Promise.all([slow, fast])).toEqual([1, 2]);
    expect(order).toEqual(['first', 'second']);
  });

  it('gives the lock up when the page is left, so the next page is answered', async () => {
    const locks = fakeLocks();
    const leaving = new EventTarget();
    const stuck = pageLock(locks, leaving)(never);
    const nextPage = pageLock(locks, new EventTarget());
    const answer = nextPage(async () => 'answered');
    leaving.dispatchEvent(new Event('pagehide'));
    await expect(stuck).rejects.toBeInstanceOf(PageLeftError);
    expect(await answer).toBe('answered');
  });

  it('takes the lock over from a holder that never answers, after the wait, and says so', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const locks = fakeLocks();
    void pageLock(locks, new EventTarget())(never);
    const started = performance.now();
    // AbortSignal.timeout runs on the real clock (fake timers do not move it).
    const answer = await pageLock(locks, new EventTarget(), 50)(async () => 'taken over');
    expect(answer).toBe('taken over');
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('passes a failed request’s error on without taking anything over', async () => {
    const locked = pageLock(fakeLocks(), new EventTarget());
    await expect(locked(() => Promise.reject(new Error('bad request')))).rejects.toThrow(
      'bad request',
    );
    expect(await locked(async () => 'still works')).toBe('still works');
  });

  it('a page back from the back/forward cache is answered again', async () => {
    const target = new EventTarget();
    const locked = pageLock(fakeLocks(), target);
    target.dispatchEvent(new Event('pagehide'));
    const shown = Object.assign(new Event('pageshow'), { persisted: true });
    target.dispatchEvent(shown);
    expect(await locked(async () => 'back')).toBe('back');
  });
});
