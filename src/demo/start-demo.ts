import type { DemoSandbox } from './browser';
import { forgetOldMockWorker } from './forget-mock-worker';
import { startSandboxWorker } from './worker-client';

/**
 * The demo's sandbox: in a worker where the browser can run it there (decision 005: the page's
 * main thread stays free for the page), otherwise in the page — no module workers, the worker's
 * code not downloaded, or no IndexedDB in it (the page keeps the demo in localStorage then).
 */
export async function startDemo(): Promise<DemoSandbox> {
  void forgetOldMockWorker();
  const inPage = () => import('./browser').then((m) => m.startDemoSandbox());
  if (typeof Worker === 'undefined') return inPage();
  try {
    return await startSandboxWorker();
  } catch (error) {
    console.warn('The demo sandbox runs in the page:', error);
    return inPage();
  }
}
