import { beforeAll } from 'vitest';
import { loadSessionLayout } from '../app/layout';
import { pages } from '../app/pages';

/**
 * What every signed-in page loads lazily beside its own chunk: the frame (with its words), the
 * routes' query starters, and what the frame fetches once idle (the command menu, the shortcuts
 * dialog, the toasts) — loaded meanwhile, they take the CPU from the page a test is waiting for.
 */
const signedInFrame = [
  loadSessionLayout,
  () => import('../app/route-queries'),
  () => import('../app/command-menu/command-menu'),
  () => import('../app/command-menu/shortcuts-dialog'),
  () => import('sonner'),
];

/**
 * Loads the app's lazily loaded code before a test file's tests, so that a `findBy…` waits for
 * what the page shows, not for the code. A file's module graph starts cold, and the first import
 * of a chunk (transformed by Vite on the way) takes seconds on a busy 2-core machine: measured
 * under load, the signed-in frame 4–5 s, the overview page 1.5–2.6 s, the sandbox panel 2–3.8 s.
 * That is more than Testing Library's 5 s wait in a file's first test, while its later tests found
 * the same modules loaded (`React.lazy`, a route's `lazy` and `lazyPart` import the same module
 * instances, so they resolve at once afterwards).
 *
 * `signedIn`: the signed-in frame (the default); `pages`: the routes' chunks the tests open;
 * `parts`: any other lazy import they open (a dialog, a panel, a form).
 */
export function preloadLazy({
  signedIn = true,
  pages: names = [],
  parts = [],
}: {
  signedIn?: boolean;
  pages?: Array<keyof typeof pages>;
  parts?: Array<() => Promise<unknown>>;
}) {
  beforeAll(async () => {
    await Promise.all(
      [...(signedIn ? signedInFrame : []), ...names.map((name) => pages[name]), ...parts].map(
        (load) => load(),
      ),
    );
  }, 120_000);
}
