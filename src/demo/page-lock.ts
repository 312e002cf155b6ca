/**
 * The demo's one lock per origin (`navigator.locks`, name `vcs-sandbox`): every tab's requests run
 * one at a time under it, so two tabs never overwrite each other's IndexedDB rows (decision 007).
 *
 * Measured 2026-11-27 in Firefox 153 (a loop of full loads between signed-in pages, 2 workers): 2 of 2
 * runs stuck within 12 page loads — `navigator.locks.query()` on the new page showed the lock held by
 * the client of the page just left and the new page's requests pending behind it, for good. So a page
 * gives up its lock when it is left (`pagehide`: the work under it cannot finish anyway, and its
 * answer has no reader), and a request that waits longer than LOCK_WAIT_MS takes the lock over: no
 * live tab holds it that long (a request takes milliseconds, reading 20,000 transactions ~2 s).
 * A page kept in the back/forward cache ends its worker, lock and all (worker-client.ts; decision
 * 033, sixth pass).
 */
const LOCK_NAME = 'vcs-sandbox';
export const LOCK_WAIT_MS = 10_000;

export class PageLeftError extends Error {
  constructor() {
    super('The page was left before the demo answered.');
    this.name = 'PageLeftError';
  }
}

/** Rejects when the page is left; a page restored from the back/forward cache gets a new one. */
function whenLeft(target: EventTarget) {
  let reject: (error: Error) => void = () => {};
  let left: Promise<never>;
  const arm = () => {
    left = new Promise<never>((_, r) => (reject = r));
    left.catch(() => {});
  };
  arm();
  target.addEventListener('pagehide', () => reject(new PageLeftError()));
  target.addEventListener('pageshow', (event) => {
    if ((event as PageTransitionEvent).persisted) arm();
  });
  return () => left;
}

/** Runs `work` under the origin's lock; without Web Locks (old engines) it runs at once. */
export function pageLock(
  locks: LockManager | undefined = globalThis.navigator?.locks,
  target: EventTarget = globalThis,
  waitMs = LOCK_WAIT_MS,
) {
  const left = whenLeft(target);
  return async function locked<T>(work: () => Promise<T>): Promise<T> {
    if (!locks) return work();
    let granted = false;
    const gate = () => {
      granted = true;
      return Promise.race([work(), left()]);
    };
    const signal = AbortSignal.timeout(waitMs);
    try {
      return (await locks.request(LOCK_NAME, { signal }, gate)) as T;
    } catch (error) {
      if (granted || !signal.aborted) throw error;
      console.warn(`The demo took its lock over after waiting ${waitMs} ms for another page.`);
      return (await locks.request(LOCK_NAME, { steal: true }, gate)) as T;
    }
  };
}
