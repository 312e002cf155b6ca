/** How long idle work waits for the page's data at most (a request that hangs must not starve it). */
const DATA_WAIT_LIMIT_MS = 10_000;
/** How often a waiting task looks again whether the data is in. */
const RECHECK_MS = 100;

/** Whether the page is still fetching what it shows (set by the query client's owner). */
let fetching: () => boolean = () => false;

/**
 * Idle work (preloading dialogs, the command menu, the service worker) waits while `check` says
 * the page is still fetching its data: on a slow phone the page's first answers then do not share
 * the network and the CPU with chunks nobody has asked for yet (decision 005, third pass).
 */
export function holdIdleWorkWhile(check: () => boolean): void {
  fetching = check;
}

/**
 * Runs `task` when the browser is idle (at the latest after `timeoutMs`) and the page is not
 * fetching its data (at the latest after 10 s), for work the first paint does not need. Returns a
 * cancel function.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  const started = Date.now();
  let cancel = () => {};
  const run = () => {
    if (fetching() && Date.now() - started < DATA_WAIT_LIMIT_MS) {
      const id = setTimeout(schedule, RECHECK_MS);
      cancel = () => clearTimeout(id);
    } else task();
  };
  const schedule = () => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(run, { timeout: timeoutMs });
      cancel = () => cancelIdleCallback(id);
    } else {
      const id = setTimeout(run, Math.min(timeoutMs, 1000));
      cancel = () => clearTimeout(id);
    }
  };
  schedule();
  return () => cancel();
}
