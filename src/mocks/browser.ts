import { http } from 'msw';
import { setupWorker } from 'msw/browser';
import { createService, type Service } from '../service';
import { localStorageStore, SANDBOX_STORAGE_KEY } from './local-store';

export type DemoSandbox = { service: Service; reset(): Promise<void>; stop(): void };

/**
 * Demo mode: an MSW service worker answers every request under the API base URL with the
 * in-browser sandbox. Loaded lazily, and only in demo mode, so a live build never fetches it.
 */
export async function startDemoSandbox(options: {
  baseUrl: string;
  latencyMs?: number;
}): Promise<DemoSandbox> {
  const base = new URL(options.baseUrl, location.origin).href.replace(/\/+$/, '');
  const service = createService({
    store: localStorageStore(),
    latencyMs: options.latencyMs ?? 120,
    persistDebounceMs: 100,
  });
  const answer = ({ request }: { request: Request }) => service.handle(request);
  const worker = setupWorker(http.all(base, answer), http.all(`${base}/*`, answer));
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
  addEventListener('pagehide', () => void service.flush());
  return {
    service,
    async reset() {
      service.reset();
      await service.flush();
    },
    stop: () => worker.stop(),
  };
}

export { SANDBOX_STORAGE_KEY };
