import type { DemoSandbox } from './browser';
import { forgetOldMockWorker } from './forget-mock-worker';

/**
 * The demo's sandbox: in a worker where the browser can run it there (decision 005: the page's
 * main thread stays free for the page), otherwise in the page — no module workers, the worker's
 * code not downloaded, or no IndexedDB in it (the page keeps the demo in localStorage then). The
 * worker's client is a chunk of its own, asked for here beside the worker's script: it is no part
 * of a signed-out page's first load (decision 005's budget; it grew with decision 033's sixth pass).
 */
export async function startDemo(): Promise<DemoSandbox> {
  void forgetOldMockWorker();
  const inPage = () => import('./browser').then((m) => m.startDemoSandbox());
  if (typeof Worker === 'undefined') return inPage();
  try {
    const { startSandboxWorker } = await import('./worker-client');
    return await startSandboxWorker();
  } catch (error) {
    console.warn('The demo sandbox runs in the page:', error);
    return inPage();
  }
}
