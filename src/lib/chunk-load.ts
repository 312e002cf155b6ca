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
