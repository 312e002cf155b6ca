import { createService, holdHere } from '../service';
import { openIdbStore, type IdbStore } from './idb-store';
import { localStorageStore, SANDBOX_STORAGE_KEY } from './local-store';
import { pageLock } from './page-lock';
import type { StoredRows } from './stored-rows';

export type DemoSandbox = {
  /** Every API request of the page, answered by the sandbox under this origin's lock. */
  handle(request: Request): Promise<Response>;
  reset(): Promise<void>;
};

/**
 * Demo mode: the sandbox service runs in the page; `answerApiInPage` hands it every API request
 * (`service.handle(Request)`, the same function `npm run api` serves over HTTP). Loaded lazily,
 * and only in demo mode. Its records live in IndexedDB, written as each request commits; every
 * tab of the origin takes one lock per request and first catches up with what other tabs wrote,
 * so two tabs never overwrite each other. Without IndexedDB (some private modes) it falls back to
 * a localStorage snapshot.
 */
export async function startDemoSandbox(
  options: { latencyMs?: number; early?: Promise<StoredRows | undefined> } = {},
): Promise<DemoSandbox> {
  const latencyMs = options.latencyMs ?? readLatencyOverride() ?? 120;
  void forgetOldMockWorker();
  const legacy = localStorageStore();
  let store: IdbStore | null = null;
  try {
    store = await openIdbStore(
      { read: () => legacy.load(), forget: () => localStorage.removeItem(SANDBOX_STORAGE_KEY) },
      options.early,
    );
  } catch (error) {
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
  const locked = pageLock();
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

/** `localStorage['vcs.sandbox.latency']` (ms) overrides the demo's latency; benchmarks set 0. */
function readLatencyOverride(): number | undefined {
  try {
    const raw = localStorage.getItem('vcs.sandbox.latency');
    const ms = raw === null ? NaN : Number(raw);
    return Number.isInteger(ms) && ms >= 0 && ms <= 10_000 ? ms : undefined;
  } catch {
    return undefined;
  }
}

/** Earlier versions answered through an MSW service worker; one left registered is unregistered. */
async function forgetOldMockWorker() {
  try {
    const registrations = (await navigator.serviceWorker?.getRegistrations()) ?? [];
    for (const r of registrations)
      if ((r.active ?? r.waiting ?? r.installing)?.scriptURL.endsWith('/mockServiceWorker.js'))
        await r.unregister();
  } catch {
    // Service workers unavailable (private mode, file://): nothing to forget.
  }
}

export { SANDBOX_STORAGE_KEY };
