/** How long idle work waits for the page's data at most (a request that hangs must not starve it). */
const DATA_WAIT_LIMIT_MS = 10_000;
/** How often a waiting task looks again whether the data is in. */
const RECHECK_MS = 100;
/**
 * How long the page must have fetched nothing before idle work starts. The page's first answers
 * come in several rounds (a list, then each listed card's rules), and between two rounds the
 * browser is idle for a moment: dialogs preloaded there compiled their code (zod, the form
 * library: tasks of 60–120 ms on a 4×-slowed CPU) while the rows were rendering — Lighthouse's
 * blocking time on transactions 418 → 189 ms, on the card list 657 → 465 ms without them (decision
 * 005, seventh pass). A person who reaches for a dialog sooner loads it on hover or focus.
 */
const SETTLE_MS = 3_000;

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
 * Runs `task` once the page has fetched nothing for 3 s (at the latest 10 s after the call: a
 * request that hangs must not starve it) and then the browser is idle (at the latest after
 * `timeoutMs`), for work the first paint does not need. Returns a cancel function.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  const started = Date.now();
  let quietSince = started;
  let cancel = () => {};
  const settled = () => {
    const now = Date.now();
    if (fetching()) quietSince = now;
    return now - quietSince >= SETTLE_MS || now - started >= DATA_WAIT_LIMIT_MS;
  };
  const wait = () => {
    if (settled()) return schedule();
    const id = setTimeout(wait, RECHECK_MS);
    cancel = () => clearTimeout(id);
  };
  // A request that starts while the idle callback waits holds the task again.
  const run = () => (settled() ? task() : wait());
  const schedule = () => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(run, { timeout: timeoutMs });
      cancel = () => cancelIdleCallback(id);
    } else {
      const id = setTimeout(run, Math.min(timeoutMs, 1000));
      cancel = () => clearTimeout(id);
    }
  };
  wait();
  return () => cancel();
}
