import type { Store } from '../service';

export const SANDBOX_STORAGE_KEY = 'vcs.sandbox.v1';

/**
 * The demo sandbox's state in localStorage (a versioned snapshot), so a reload keeps the demo.
 * The snapshot holds no seed, PAN, CVV or one-time code in clear (see src/service/domain/state.ts).
 */
export function localStorageStore(key = SANDBOX_STORAGE_KEY): Store {
  let warned = false;
  return {
    load() {
      try {
        const raw = localStorage.getItem(key);
        return raw ? JSON.parse(raw) : null;
      } catch {
        return null;
      }
    },
    save(state) {
      try {
        localStorage.setItem(key, JSON.stringify(state));
      } catch (error) {
        if (!warned)
          console.warn(
            'The demo data could not be saved (storage full?); it lives until the page closes.',
            error,
          );
        warned = true;
      }
    },
  };
}
