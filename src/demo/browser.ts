import { createService, type Service } from '../service';
import { localStorageStore, SANDBOX_STORAGE_KEY } from './local-store';

export type DemoSandbox = {
  service: Service;
  reset(): Promise<void>;
};

/**
 * Demo mode: the sandbox service runs in the page; `answerApiInPage` hands it every API request
 * (`service.handle(Request)`, the same function `npm run api` serves over HTTP). Loaded lazily,
 * and only in demo mode.
 */
export function startDemoSandbox(options: { latencyMs?: number } = {}): DemoSandbox {
  const service = createService({
    store: localStorageStore(),
    latencyMs: options.latencyMs ?? readLatencyOverride() ?? 120,
    persistDebounceMs: 100,
  });
  addEventListener('pagehide', () => void service.flush());
  void forgetOldMockWorker();
  return {
    service,
    async reset() {
      service.reset();
      await service.flush();
    },
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
