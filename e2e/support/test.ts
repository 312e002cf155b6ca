import { test as base, expect } from '@playwright/test';
import { accountBeforeLoad } from './account';
import { apiCall, overviewShown } from './journeys';

/**
 * The suite's `test`, with its fixtures (issue #46). Import it from here, not from
 * '@playwright/test':
 *   - `scheme`: the colour scheme the project runs in ('light' | 'dark'). A test tagged `@schemes`
 *     runs once per scheme (projects chromium-dark and firefox-dark), with no word in its title.
 *   - `account`: a fresh account made by the demo's service in Node, its card active with
 *     `walletUsd` in the wallet, and this tab signed in to it — no sign-up screens (only the tests
 *     of sign-up and sign-in click through those) and no page load: the account is in place
 *     before the app's first load (support/account.ts). A test goes to the page it is about with
 *     `page.goto(path)`, which opens signed in; `api` before any page opens the overview first.
 */
export type Scheme = 'light' | 'dark';

export type Account = {
  seed: string;
  /** The account's first card, active. */
  cardId: string;
  /** One call to the demo's API as this account, its JSON back. */
  api: <T = unknown>(
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path: string,
    body?: unknown,
  ) => Promise<T>;
};

/** The tag of a test that runs in light and in dark (tags, not titles, choose projects). */
export const SCHEMES = '@schemes';
/** The tag of a test only Chromium can run; the reason goes in its annotation. */
export const CHROMIUM_ONLY = '@chromium-only';

/** `{ tag, annotation }` of a test only Chromium can run, with the reason beside it. */
export const chromiumOnly = (reason: string) => ({
  tag: CHROMIUM_ONLY,
  annotation: { type: 'chromium-only', description: reason },
});

/**
 * The tag of a test whose Chromium run needs the full browser, not the headless shell the rest
 * run in (decision 033, eleventh pass): the shell shows no notification and has no install
 * criteria. The reason goes in its annotation.
 */
export const FULL_CHROMIUM = '@full-chromium';

/** `{ tag, annotation }` of a test whose Chromium run needs the full browser, with the reason. */
export const fullChromium = (reason: string) => ({
  tag: FULL_CHROMIUM,
  annotation: { type: 'full-chromium', description: reason },
});

export const test = base.extend<{
  scheme: Scheme;
  walletUsd: number;
  sandboxLatencyMs: number | null;
  account: Account;
}>({
  scheme: ['light', { option: true }],
  walletUsd: [200, { option: true }],
  sandboxLatencyMs: [0, { option: true }],
  /**
   * The demo sandbox answers after a deliberate 120 ms so a person sees loading states (decision
   * 004); a browser test waits for what the page shows, so it runs at `sandboxLatencyMs` (0 unless
   * a test asks; null keeps the demo's) — as the UI benchmark does. A value the page stored itself
   * (`vcs.sandbox.latency`, src/demo/latency.ts) wins.
   */
  context: async ({ context, sandboxLatencyMs }, use) => {
    if (sandboxLatencyMs !== null)
      await context.addInitScript((ms) => {
        try {
          if (localStorage.getItem('vcs.sandbox.latency') === null)
            localStorage.setItem('vcs.sandbox.latency', String(ms));
        } catch {
          // No storage (an opaque origin, a blocked store): the demo's own latency.
        }
      }, sandboxLatencyMs);
    await use(context);
  },
  account: async ({ page, walletUsd }, use) => {
    const { seed, cardId } = await accountBeforeLoad(page, walletUsd);
    await use({
      seed,
      cardId,
      api: async (method, path, body) => {
        // A call before any page: the app opens first (the demo's sandbox answers in the page).
        if (page.url() === 'about:blank') {
          await page.goto('/');
          await overviewShown(page);
        }
        return apiCall(page, seed, method, path, body);
      },
    });
  },
});

export { expect };
