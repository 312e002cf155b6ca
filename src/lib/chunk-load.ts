/**
 * How long a failed download of a chunk waits before it counts. Firefox rejects every dynamic
 * import still downloading when the page starts to leave (a reload, a typed address, a link to
 * another site: "error loading dynamically imported module"); a lazy part that rejected then
 * reached its error boundary, which logged the error and drew "This page failed to load" on the
 * page being left (seen in the e2e runs, 2026-11-27). A page that is leaving is gone (or frozen
 * in the back/forward cache) before this wait ends, so it shows and logs nothing; a page that
 * stays shows the failure this much later. No `beforeunload` listener: Firefox keeps a page with
 * one out of the back/forward cache.
 */
export const FAILED_CHUNK_SETTLES_MS = 2_000;

/** `load`, whose rejection is reported only if the page is still here after the wait above. */
export function settledChunk<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    load().catch(
      (error: unknown) =>
        new Promise<never>((_, reject) => {
          setTimeout(() => reject(error), FAILED_CHUNK_SETTLES_MS);
        }),
    );
}

/** The browser says it has no connection (false where there is no `navigator`, as in Node). */
export const browserOffline = (): boolean =>
  typeof navigator !== 'undefined' && navigator.onLine === false;

/** What each engine says when a module could not be downloaded (Firefox, Chromium, Safari). */
const CHUNK_FAILED =
  /error loading dynamically imported module|Failed to fetch dynamically imported module|Importing a module script failed/i;

export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error && CHUNK_FAILED.test(error.message);

const RELOADED_KEY = 'vcs-chunk-reloaded';
/** A reload that did not cure the page within this long is not tried again for that page. */
export const RELOAD_AGAIN_AFTER_MS = 60_000;

/**
 * Whether a page whose code failed to download should reload itself now (and notes that it does).
 * Online, the failure is one the page cannot get over: Firefox keeps a module that failed to load
 * as failed for the page's life, so a chunk whose download the connection dropped mid-way (a
 * prefetch when idle, e2e offline-navigation.spec) fails every later import of it, and a new
 * release removes the old chunks. A reload is the only cure; once per page per minute, so a page
 * that truly cannot load says so instead of reloading forever. Offline, a reload cannot help.
 */
export function shouldReloadForChunk(now = Date.now()): boolean {
  if (typeof navigator === 'undefined' || browserOffline()) return false;
  const page = location.pathname + location.search;
  try {
    const last = JSON.parse(sessionStorage.getItem(RELOADED_KEY) ?? 'null') as {
      page?: unknown;
      at?: unknown;
    } | null;
    if (last?.page === page && typeof last.at === 'number' && now - last.at < RELOAD_AGAIN_AFTER_MS)
      return false;
    sessionStorage.setItem(RELOADED_KEY, JSON.stringify({ page, at: now }));
    return true;
  } catch {
    return false; // No session storage: no way to know we already tried.
  }
}

const decided = new WeakMap<object, boolean>();

/** `shouldReloadForChunk`, asked once per failure: each render of the same failure gets one answer. */
export function reloadsFor(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  let reload = decided.get(error);
  if (reload === undefined) decided.set(error, (reload = shouldReloadForChunk()));
  return reload;
}

/** The reload itself, an object's method so tests can watch it (jsdom cannot reload). */
export const pageReload = { now: () => location.reload() };
