import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { whenIdle } from '../../lib/idle';
import { pageIsDark, subscribeToPageTheme } from '../../lib/theme';
import type { ExternalToast } from 'sonner';

/**
 * Toasts (sonner), loaded when the page is idle instead of with it. `toast.*` can be called at
 * any time: it loads sonner and mounts the toaster if they are not there yet (sonner keeps a toast
 * fired before its <Toaster> mounts and shows it then).
 */
const sonner = () => import('sonner');

// Toasts follow the app's theme (the header toggle), not the operating system's. Bottom right: at
// the top they covered the header's actions (Sandbox, account, sign out), and hovering a toast to
// reach them pauses its timer, so it stayed over them.
const LazyToaster = lazy(async () => {
  const { Toaster } = await sonner();
  return {
    default: function ThemedToaster() {
      const dark = useSyncExternalStore(subscribeToPageTheme, pageIsDark);
      return (
        <Toaster position="bottom-right" richColors closeButton theme={dark ? 'dark' : 'light'} />
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
    const cancel = whenIdle(() => setReady(true), 3000);
    return () => {
      mountNow = undefined;
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
  void sonner().then(({ toast: t }) => t[kind](message, options));
};

export const toast = { success: show('success'), error: show('error'), info: show('info') };
