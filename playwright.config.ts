import {
  defineConfig,
  devices,
  type PlaywrightTestOptions,
  type PlaywrightWorkerOptions,
  type Project,
} from '@playwright/test';
import { browserPath } from './scripts/lib/browser';
import type { Scheme } from './e2e/support/test';

// Every engine a cardholder uses (decision 016). Chromium and a stock Firefox (Playwright's
// `moz-firefox` channel over WebDriver BiDi) run every browser test; Safari's engine runs the
// cardholder's journeys through WebKitWebDriver (e2e/webkit, `npm run test:webkit`). Each browser's
// executable comes from CHROMIUM_PATH / FIREFOX_PATH, else Playwright's cache (Chromium) or the PATH
// (scripts/lib/browser.ts); `npm run test:e2e` first installs what is missing where it can.
const port = Number(process.env.E2E_PORT ?? 4317);

/**
 * Tags, never titles, say where a test runs (issue #46: renaming a test must not move it;
 * e2e/support/test.ts declares them, scripts/playwright-projects.test.ts holds the config to it):
 *   - `@schemes`: also runs in dark (the *-dark projects);
 *   - `@chromium-only`: Firefox cannot run it; the test's annotation says why;
 *   - `@full-chromium`: Chromium's runs of it drive the full browser (project chromium-full), not
 *     the headless shell the rest run in (scripts/lib/browser.ts); the annotation says why.
 */
const SCHEMES = /(^| )@schemes( |$)/;
const CHROMIUM_ONLY = /(^| )@chromium-only( |$)/;
const FULL_CHROMIUM = /(^| )@full-chromium( |$)/;

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

type Options = PlaywrightTestOptions & { scheme: Scheme; walletUsd: number };

/** Chromium's headless shell (or, where it is missing, the full browser), or the full browser. */
const chromium = (
  scheme: Scheme,
  build: 'shell' | 'full' = 'shell',
): Project<Options, PlaywrightWorkerOptions> => ({
  name: build === 'full' ? 'chromium-full' : scheme === 'light' ? 'chromium' : 'chromium-dark',
  grep: build === 'full' ? FULL_CHROMIUM : scheme === 'dark' ? SCHEMES : undefined,
  grepInvert: build === 'full' ? undefined : FULL_CHROMIUM,
  use: {
    ...devices['Desktop Chrome'],
    colorScheme: scheme,
    scheme,
    launchOptions: {
      executablePath: browserPath(build === 'full' ? 'chromium' : 'chromium-headless-shell'),
      args: chromiumArgs,
    },
  },
});

/**
 * Playwright drives a stock Firefox over WebDriver BiDi, which has no DevTools protocol and (in
 * Firefox 153 ESR) no colour-scheme emulation: the scheme is Firefox's own preference, one per
 * project.
 */
const firefox = (scheme: Scheme): Project<Options, PlaywrightWorkerOptions> => ({
  name: scheme === 'light' ? 'firefox' : 'firefox-dark',
  grep: scheme === 'dark' ? SCHEMES : undefined,
  grepInvert: CHROMIUM_ONLY,
  use: {
    ...devices['Desktop Firefox'],
    channel: 'moz-firefox',
    scheme,
    launchOptions: {
      executablePath: browserPath('firefox'),
      firefoxUserPrefs: {
        // 0 = dark, 1 = light: Firefox's own answer to prefers-color-scheme.
        'layout.css.prefers-color-scheme.content-override': scheme === 'dark' ? 0 : 1,
        // Reading an element's ARIA reflection (input.ariaLabelledByElements, which axe-core 4.14
        // reads before the attribute) crashes Firefox ESR 153's content process (SIGSEGV, measured
        // on the command menu's combobox and cmdk's groups): every axe audit there died. Without
        // reflection axe reads the aria-labelledby attribute, as in any browser that lacks it.
        // The app never reads reflection (decision 016).
        'accessibility.ARIAElementReflection.enabled': false,
        // Headless Firefox paints in its parent process, in software, at 60 frames a second
        // whenever anything moves: at 20 the firefox project took 625 CPU-s and 365 s against 732
        // and 406 (2026-11-30, decision 033 eleventh pass). A wait is for what the page shows and an
        // animation still ends on time; only the frames between are fewer.
        'layout.frame_rate': 20,
      },
    },
  },
});

export default defineConfig<Options, PlaywrightWorkerOptions>({
  testDir: './e2e',
  testIgnore: ['webkit/**'],
  fullyParallel: true,
  // Two on CI's 2 cores. Their processes need 1,247 CPU-seconds and two workers took 1,066 s
  // (58 % of the cores, 2026-11-29), but three took 16.5 min against 17.8 — each test slower — and
  // made a Firefox race of the demo's lock (src/demo/page-lock.ts) visible. Decision 033, fifth pass.
  workers: 2,
  // No retries: a test that passes only on a second try is a bug to find (npm run test:flaky).
  retries: 0,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]] : 'list',
  // A browser test measured 3–40 s on CI's 2 idle cores (2026-11-28), up to 2.5× that with both
  // cores busy (npm run test:loaded): a test that needs longer sets its own, with its figure.
  timeout: 60_000,
  // A wait is for something the page shows; 10 s covers a cold page load on a loaded machine
  // (3–6 s measured in Firefox with other work running).
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A failed test keeps its trace (actions, console, network) and a screenshot of the end. DOM
    // snapshots and the screencast of every action cost 40 % of the suite's CPU whether a test
    // failed or not (2026-11-29: 56 tests 200 → 116 CPU-s, 213 → 142 s) — decision 033, eighth pass.
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false },
    screenshot: 'only-on-failure',
    // The built app registers a service worker (decision 010); it would answer requests before
    // page.route sees them. Only the installable-app specs (e2e/pwa*.spec.ts) allow it.
    serviceWorkers: 'block',
  },
  projects: [
    chromium('light'),
    chromium('dark'),
    chromium('light', 'full'),
    firefox('light'),
    firefox('dark'),
  ],
  webServer: {
    command: `npx vite preview --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
