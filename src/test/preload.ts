import { beforeAll } from 'vitest';
import { loadSessionLayout } from '../app/layout';
import { pageNamed, type PageName } from '../app/page-table';
import { activateLocale, startI18n } from '../lib/i18n/i18n';
import type { Locale } from '../lib/i18n/locales';

type Load = () => Promise<unknown>;

/**
 * What every signed-in page loads lazily beside its own chunk: the frame (with its words), React
 * Query's provider, and what the frame fetches once idle (the command menu, the shortcuts
 * dialog, the toasts) — loaded meanwhile, they take the CPU from the page a test is waiting for.
 */
const SIGNED_IN_FRAME: Load[] = [
  loadSessionLayout,
  () => import('../app/query-provider'),
  () => import('../app/command-menu/command-menu'),
  () => import('../app/command-menu/shortcuts-dialog'),
  () => import('sonner'),
];

/** Each page's own lazy parts: what it shows when it has data, opens, or preloads when idle. */
const PAGE_PARTS: Partial<Record<PageName, Load[]>> = {
  welcome: [
    () => import('../app/query-provider'),
    () => import('../features/onboarding/onboarding-result'),
    () => import('../api/generate'),
    () => import('../api/errors'),
  ],
  overview: [
    () => import('../features/overview/spending-charts'),
    () => import('../features/cards/move-money-dialog'),
  ],
  cards: [() => import('../features/cards/new-card-dialog')],
  cardDetail: [
    () => import('../features/cards/card-settings-form'),
    () => import('../features/cards/move-money-dialog'),
    () => import('../features/cards/terminate-dialog'),
  ],
  transactions: [() => import('../features/transactions/transaction-drawer')],
};

/** The Sandbox panel of the header (demo and sandbox server), loaded when first opened. */
export const sandboxPanel: Load = () => import('../features/sandbox/sandbox-panel');

/**
 * The wait for the Sandbox panel once its button is clicked, its code loaded: its first open in a
 * file renders its twelve sections at once, 0.44 s of CPU, 3.5 s at load 22 on 2 cores, and past
 * Testing Library's 5 s twice in six runs at load 17–18 (issue #46, decision 033's seventh pass).
 */
export const PANEL_OPEN = { timeout: 15_000 };

/**
 * Loads the app's lazily loaded code before a test file's tests, so that a `findBy…` waits for
 * what the page shows, not for the code. A file's module graph starts cold, and the first import
 * of a chunk (transformed by Vite on the way) takes seconds on a busy 2-core machine: measured
 * under load, the signed-in frame 4–5 s, the overview page 1.5–2.6 s, the sandbox panel 2–3.8 s.
 * That is more than Testing Library's 5 s wait in a file's first test, while its later tests found
 * the same modules loaded (`React.lazy`, a route's `lazy` and `lazyPart` import the same module
 * instances, so they resolve at once afterwards).
 *
 * `signedIn`: the signed-in frame (the default); `pages`: the routes the tests open, with their
 * lazy parts; `parts`: any other lazy import they open (a dialog, a panel); `languages`: the
 * catalogues of the languages the tests switch to (compiled on first import too), English active
 * again afterwards.
 */
export function preloadLazy({
  signedIn = true,
  pages: names = [],
  parts = [],
  languages = [],
}: {
  signedIn?: boolean;
  pages?: PageName[];
  parts?: Load[];
  languages?: Locale[];
}) {
  const loads = [
    ...(signedIn ? SIGNED_IN_FRAME : []),
    ...names.flatMap((name) => {
      const page = pageNamed(name);
      return [page.load, ...(page.loadData ? [page.loadData] : []), ...(PAGE_PARTS[name] ?? [])];
    }),
    ...parts,
  ];
  beforeAll(async () => {
    await Promise.all(loads.map((load) => load()));
    // After the frame: its words were asked for, so each language's signed-in words load too.
    for (const locale of languages) await activateLocale(locale);
    if (languages.length) await startI18n('en');
  }, 120_000);
}
