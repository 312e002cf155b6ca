import { lazy, Suspense, useEffect } from 'react';
import type { ExternalToast } from 'sonner';

/**
 * Toasts (sonner), loaded after the first page instead of with it. `toast.*` can be called at
 * any time: a toast waits until sonner has loaded and its <Toaster> is mounted (one fired earlier
 * would be lost), then shows.
 */
let mounted!: () => void;
const toasterMounted = new Promise<void>((resolve) => (mounted = resolve));
const sonner = () => import('sonner');

const LazyToaster = lazy(async () => {
  const { Toaster } = await sonner();
  return {
    default: function MountedToaster() {
      useEffect(() => mounted(), []);
      return <Toaster position="top-right" richColors closeButton theme="system" />;
    },
  };
});

export function Toaster() {
  return (
    <Suspense fallback={null}>
      <LazyToaster />
    </Suspense>
  );
}

type Kind = 'success' | 'error' | 'info';
const show = (kind: Kind) => (message: string, options?: ExternalToast) => {
  void Promise.all([sonner(), toasterMounted]).then(([{ toast: t }]) => t[kind](message, options));
};

export const toast = { success: show('success'), error: show('error'), info: show('info') };
