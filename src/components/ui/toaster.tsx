import { useLingui } from '@lingui/react/macro';
import {
  lazy,
  Suspense,
  useEffect,
  useState,
  useSyncExternalStore,
  type ComponentType,
} from 'react';
import { whenIdle } from '../../lib/idle';
import { pageIsDark, subscribeToPageTheme } from '../../lib/theme';
import type { ExternalToast } from 'sonner';

/**
 * Toasts (sonner), loaded when the page is idle instead of with it. `toast.*` can be called at
 * any time: it loads sonner and mounts the toaster if they are not there yet (sonner keeps a toast
 * fired before its <Toaster> mounts and shows it then).
 */
const sonner = () => import('sonner');

/** Where sonner lays toasts out across the screen's width (its own breakpoint, styles.css). */
const PHONE = '(max-width: 600px)';
const subscribeToWidth = (onChange: () => void) => {
  const query = matchMedia(PHONE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const isPhone = () => typeof matchMedia === 'function' && matchMedia(PHONE).matches;

// Toasts follow the app's theme (the header toggle), not the operating system's.
// Where they go (issue #29): a toast must cover neither the header's actions (Sandbox, account,
// sign out: top right) nor a page's primary action, and hovering it pauses its timer, so one over a
// control stays there. Pages end their rows with their actions (form submits such as Save
// settings, page-header actions, dialog footers), so on a wide screen toasts sit bottom left,
// over the start of a row (a title, a label), never its end. On a phone a toast spans the width:
// at the bottom it covered Save settings and the 3-D Secure inbox's cards, so it comes down from
// just under the sticky header (4 rem high) instead.
// A toaster that could not load (offline before the page was idle, and no service worker yet)
// shows nothing: toasts are not worth the page (the error would reach the route's boundary and
// replace the whole app with "This page failed to load").
const LazyToaster = lazy(async (): Promise<{ default: ComponentType }> => {
  const loaded = await sonner().catch(() => null);
  if (!loaded) return { default: () => null };
  const { Toaster } = loaded;
  return {
    default: function ThemedToaster() {
      const dark = useSyncExternalStore(subscribeToPageTheme, pageIsDark);
      const phone = useSyncExternalStore(subscribeToWidth, isPhone);
      // sonner's own words ("Notifications alt+T", "Close toast") in the person's language.
      const { t } = useLingui();
      return (
        <Toaster
          position={phone ? 'top-center' : 'bottom-left'}
          mobileOffset={{ top: '4.5rem', left: '0.5rem', right: '0.5rem' }}
          richColors
          closeButton
          containerAriaLabel={t`Notifications`}
          toastOptions={{ closeButtonAriaLabel: t`Close` }}
          theme={dark ? 'dark' : 'light'}
        />
      );
    },
  };
});

let mountNow: (() => void) | undefined;

/** Mounts the toaster when the page is idle, or at once when a toast is waiting. */
export function Toaster() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    mountNow = () => setReady(true);
    // Offline, the chunk could not load (and Firefox would keep it failed for the page's life):
    // wait for the connection. A toast fired meanwhile still mounts it (mountNow).
    const mountWhenOnline = () => {
      if (navigator.onLine) setReady(true);
      else addEventListener('online', mountWhenOnline, { once: true });
    };
    const cancel = whenIdle(mountWhenOnline, 3000);
    return () => {
      mountNow = undefined;
      removeEventListener('online', mountWhenOnline);
      cancel();
    };
  }, []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster />
    </Suspense>
  );
}

type Kind = 'success' | 'error' | 'info';
const show = (kind: Kind) => (message: string, options?: ExternalToast) => {
  mountNow?.();
  sonner()
    .then(({ toast: t }) => t[kind](message, options))
    .catch(() => undefined); // Offline before sonner loaded: nothing can show it.
};

export const toast = { success: show('success'), error: show('error'), info: show('info') };
