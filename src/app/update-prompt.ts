/// <reference types="vite-plugin-pwa/vanillajs" />
import { t } from '@lingui/core/macro';
import { registerSW } from 'virtual:pwa-register';
import { toast } from '../components/ui/toaster';

/** The toast's id: a second "update available" replaces the first instead of stacking. */
export const UPDATE_TOAST_ID = 'app-update';
/**
 * How often an open tab asks for a new build: browsers look for a new worker on navigations, which
 * a single-page app left open rarely makes.
 */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

type Dependencies = { register: typeof registerSW; showToast: typeof toast.info };

/**
 * Registers the service worker (loaded lazily by app/pwa.ts). A new build's worker installs in the
 * background and waits: a toast says so, and only its Reload button lets it take over; the page
 * reloads once the new worker controls it (vite-plugin-pwa's `prompt` flow). Never without a click.
 */
export function startUpdatePrompt({
  register = registerSW,
  showToast = toast.info,
}: Partial<Dependencies> = {}): void {
  const activateUpdate = register({
    onNeedRefresh() {
      showToast(t`Update available`, {
        id: UPDATE_TOAST_ID,
        description: t`A new version of the dashboard is ready. Reload to use it: anything typed and not yet sent on this page is lost.`,
        duration: Infinity,
        action: { label: t`Reload`, onClick: () => void activateUpdate() },
      });
    },
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine) registration.update().catch(() => undefined);
      }, UPDATE_CHECK_MS);
    },
  });
}
