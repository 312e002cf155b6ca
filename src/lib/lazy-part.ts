import { lazy, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { browserOffline, settledChunk } from './chunk-load';
import { whenIdle } from './idle';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component's props
type AnyComponent = ComponentType<any>;

/**
 * Loads a chunk ahead of need (on hover, focus or when idle), never while the browser says it is
 * offline: Firefox keeps a module that failed to load as failed for the page's life (the HTML
 * module map), so a prefetch made offline would leave that page or dialog unable to load after the
 * connection returns (found by the WCAG walk, which tabs through the navigation offline). A failed
 * prefetch is no error: the real use loads again.
 */
export function preloadChunk(load: () => Promise<unknown>): void {
  if (browserOffline()) return;
  load().catch(() => undefined);
}

/** `React.lazy` whose failed download counts only if the page is not leaving (chunk-load.ts). */
export function lazyChunk<C extends AnyComponent>(
  load: () => Promise<{ default: C }>,
): LazyExoticComponent<C> {
  return lazy(settledChunk(load));
}

/**
 * A part of a page that is not in its first load (a dialog, a form with its form library): loaded
 * when first shown, or earlier with `preload` (decision 005).
 */
export function lazyPart<M extends Record<K, AnyComponent>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> & { preload: () => void } {
  const Part = lazyChunk(async () => ({ default: (await load())[name] }));
  return Object.assign(Part, { preload: () => preloadChunk(load) });
}

/** Fetches the page's lazy parts once the browser is idle, so a click does not wait for them. */
export function usePreloadWhenIdle(...parts: Array<{ preload: () => void }>) {
  useEffect(() => whenIdle(() => parts.forEach((part) => part.preload())), []); // eslint-disable-line react-hooks/exhaustive-deps -- once
}
