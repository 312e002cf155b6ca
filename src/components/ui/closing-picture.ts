import type * as Motion from './closing-motion';
import type { Departure } from './closing-motion';

/**
 * The closing motion's code (closing-motion.ts, decision 032) out of every page's first load: it
 * is fetched when a sheet or dialog opens and plays when one closes. A panel that closes before it
 * has arrived simply goes, as under reduced motion. The card page's first load was 152.3 KB with
 * it, over its 150 KB budget (scripts/size.ts, 2026-11-29).
 */
let loaded: typeof Motion | undefined;
let loading: Promise<void> | undefined;

/** Starts loading the motion (once); resolves when it is here, never rejects. */
export function prepareClosingMotion(): Promise<void> {
  loading ??= import('./closing-motion').then(
    (motion) => void (loaded = motion),
    () => void (loading = undefined), // offline: the next opening tries again
  );
  return loading;
}

/** closing-motion.ts's `pictureOfClosing` once its code is here; before that, nothing moves. */
export function pictureOfClosing(departure: Departure): () => void {
  return loaded ? loaded.pictureOfClosing(departure) : () => undefined;
}
