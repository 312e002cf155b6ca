/**
 * The app's code chunks being loaded in a test, so a wait for what the page shows does not count
 * them (setup.ts). In Vitest a chunk is a module graph transformed and run on demand: the first
 * page a file opens took 2.1 s with the machine idle and ran past the 5 s wait with its two cores
 * shared by other work (load 15–25, 2026-11-29) — the module loading, not the page, was slow.
 */
const inFlight = new Set<Promise<unknown>>();
let counted = true;

/**
 * For a file that holds chunks back itself, as a slow network would, and waits for what shows
 * meanwhile (route-loaders.test.tsx): its waits do not wait for the code they hold.
 */
export function waitsIgnoreChunkLoads(): void {
  counted = false;
}

/** `load`'s promise, counted until it settles. */
export function trackChunk<T>(load: Promise<T>): Promise<T> {
  inFlight.add(load);
  load.then(
    () => inFlight.delete(load),
    () => inFlight.delete(load),
  );
  return load;
}

/** Resolves once no chunk is loading (ones that start meanwhile included); never rejects. */
export async function chunksLoaded(): Promise<void> {
  while (counted && inFlight.size > 0) await Promise.allSettled([...inFlight]);
}
