/**
 * The first currency or date formatter a page makes loads the language's number and date data:
 * 25–45 ms on this 2-core machine, 100–190 ms of one main-thread task on Lighthouse's 4×-slowed
 * CPU, the largest single item of a signed-in page's blocking time after React (decision 005,
 * sixth pass). Chromium loads that data once per process, so a worker that makes the same
 * formatters first leaves the page's own at 0.1–0.3 ms (measured). Started as a signed-in page
 * starts, it is done long before the first answer; if not, or with no workers, the page makes
 * its own as before. The worker ends once it has answered.
 */
export function warmIntlOffThread(
  locale: string,
  create: () => Worker = () =>
    new Worker(new URL('./intl-warm-worker.ts', import.meta.url), { type: 'module' }),
): void {
  if (typeof Worker === 'undefined') return;
  let worker: Worker;
  try {
    worker = create();
  } catch {
    return; // No worker here (a policy, a private mode): the page makes its own formatters.
  }
  const done = () => worker.terminate();
  worker.addEventListener('message', done);
  worker.addEventListener('error', done);
  worker.postMessage(locale);
}
