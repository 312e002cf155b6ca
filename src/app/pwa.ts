import { whenIdle } from '../lib/idle';

/**
 * The installable app's service worker (docs/decisions/010-installable-app.md), registered once
 * the page is idle from a chunk of its own (app/update-prompt.ts, with Workbox's window library):
 * the public pages' first load does not grow (`npm run size`).
 */
export function registerServiceWorker(
  enabled = import.meta.env.PROD && 'serviceWorker' in navigator,
): void {
  // Builds only: the dev server serves no worker (vite-plugin-pwa's default).
  if (!enabled) return;
  whenIdle(() => {
    // A failed chunk load (offline before the worker cached it) is tried again on the next visit.
    import('./update-prompt').then((m) => m.startUpdatePrompt()).catch(() => undefined);
  });
}
