import { lazy, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { whenIdle } from './idle';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component's props
type AnyComponent = ComponentType<any>;

/**
 * A part of a page that is not in its first load (a dialog, a form with its form library): loaded
 * when first shown, or earlier with `preload` (decision 005).
 */
export function lazyPart<M extends Record<K, AnyComponent>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> & { preload: () => void } {
  const Part = lazy(async () => ({ default: (await load())[name] }));
  return Object.assign(Part, { preload: () => void load().catch(() => undefined) });
}

/** Fetches the page's lazy parts once the browser is idle, so a click does not wait for them. */
export function usePreloadWhenIdle(...parts: Array<{ preload: () => void }>) {
  useEffect(() => whenIdle(() => parts.forEach((part) => part.preload())), []); // eslint-disable-line react-hooks/exhaustive-deps -- once
}
