import { createService, holdHere } from '../service';
import { openIdbStore, type IdbStore } from './idb-store';
import { localStorageStore, SANDBOX_STORAGE_KEY } from './local-store';
import { readLatencyOverride } from './latency';
import { pageLock } from './page-lock';
import type { StoredRows } from './stored-rows';

export type DemoSandbox = {
  /** Every API request of the page, answered by the sandbox under this origin's lock. */
  handle(request: Request): Promise<Response>;
  reset(): Promise<void>;
};

type DemoOptions = {
  latencyMs?: number;
  early?: Promise<StoredRows | undefined>;
  /** The localStorage snapshot of older versions, to move into IndexedDB (the page's by default). */
  legacy?: { read(): unknown; forget(): void };
  /** Where `pagehide` and `pageshow` arrive (the page; in a worker, the page's messages). */
  pageEvents?: EventTarget;
  /** No IndexedDB is an error (a worker has no localStorage to fall back on: the page does). */
  noFallback?: boolean;
};

/**
 * Demo mode: the sandbox service runs in a worker (sandbox-worker.ts) or, without one, in the page;
 * `answerApiInPage` hands it every API request (`service.handle(Request)`, the same function `npm
 * run api` serves over HTTP). Loaded lazily, and only in demo mode. Its records live in IndexedDB, written as each request commits; every
 * tab of the origin takes one lock per request and first catches up with what other tabs wrote,
 * so two tabs never overwrite each other. Without IndexedDB (some private modes) it falls back to
 * a localStorage snapshot.
 */
export async function startDemoSandbox(options: DemoOptions = {}): Promise<DemoSandbox> {
  const latencyMs = options.latencyMs ?? readLatencyOverride() ?? 120;
  const legacy = localStorageStore();
  let store: IdbStore | null = null;
  try {
    store = await openIdbStore(
      options.legacy ?? {
        read: () => legacy.load(),
        forget: () => localStorage.removeItem(SANDBOX_STORAGE_KEY),
      },
      options.early,
    );
  } catch (error) {
    if (options.noFallback) throw error;
    console.warn('IndexedDB is unavailable: the demo keeps its data in localStorage.', error);
  }
  if (!store) {
    const service = createService({ store: legacy, latencyMs, persistDebounceMs: 100 });
    addEventListener('pagehide', () => void service.flush());
    return { handle: service.handle, reset: () => service.reset() };
  }
  const records = store;
  // The latency and a timeout fault's hold are waited for outside the lock: a slow answer must not
  // hold up the other tabs. Requests run one at a time inside it, so the hold its one request asks
  // for is noted here and waited after (decision 024).
  let heldMs = 0;
  const service = createService({
    records,
    holdFault: async (ms) => void (heldMs = ms),
  });
  const locked = pageLock(undefined, options.pageEvents);
  return {
    async handle(request) {
      if (latencyMs) await new Promise((r) => setTimeout(r, latencyMs));
      const [response, hold] = await locked(async () => {
        heldMs = 0;
        if (await records.refreshIfStale()) service.reload();
        return [await service.handle(request), heldMs] as const;
      });
      await holdHere(hold, request.signal);
      return response;
    },
    reset: () =>
      locked(async () => {
        if (await records.refreshIfStale()) service.reload();
        await service.reset();
      }),
  };
}

export { SANDBOX_STORAGE_KEY };
