import { defineConfig, devices, type Project } from '@playwright/test';
import { browserPath } from './scripts/lib/browser';

// Every engine a cardholder uses (decision 016). Chromium and a stock Firefox (Playwright's
// `moz-firefox` channel over WebDriver BiDi) run the whole suite; Safari's engine runs its journeys
// through WebKitWebDriver (e2e/webkit, `npm run test:webkit`). Each browser's executable comes from
// CHROMIUM_PATH / FIREFOX_PATH, else Playwright's cache (Chromium) or the PATH (scripts/lib/browser.ts);
// `npm run test:e2e` first installs what is missing where it can (ensure-browser).
const port = Number(process.env.E2E_PORT ?? 4317);

/**
 * What Firefox does not run, each with its reason. Everything else runs in both engines.
 * Playwright drives a stock Firefox over WebDriver BiDi, which has no DevTools protocol and (in
 * Firefox 153 ESR) no colour-scheme emulation: dark runs in its own project, through Firefox's
 * preference (below).
 */
export const FIREFOX_EXCEPTIONS: Array<{ test: RegExp; reason: string }> = [
  {
    test: /passkey/,
    reason:
      "passkeys are tested with Chromium's virtual WebAuthn authenticator (DevTools protocol)",
  },
  {
    test: /leaves the clipboard on "Hide now"|the auto-hide clears a copied CVV/,
    reason:
      'the clipboard wipe reads the clipboard first, which Firefox never lets a page do without a prompt ' +
      '(so there it is skipped, decision 013), and Playwright cannot grant Firefox clipboard-read',
  },
  {
    test: /is HTML before any script runs, in the system's theme/,
    reason:
      'compares light with dark in one test; Firefox cannot switch scheme within a browser (no emulation)',
  },
];

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const firefox = (scheme: 'light' | 'dark'): Project => ({
  name: scheme === 'light' ? 'firefox' : 'firefox-dark',
  // The light project runs every test but the dark variants; the dark one only those.
  grep: scheme === 'dark' ? /\(dark\)/ : undefined,
  grepInvert: new RegExp(
    [
      ...FIREFOX_EXCEPTIONS.map((e) => e.test.source),
      ...(scheme === 'light' ? ['\\(dark\\)'] : []),
    ].join('|'),
  ),
  use: {
    ...devices['Desktop Firefox'],
    channel: 'moz-firefox',
    launchOptions: {
      executablePath: browserPath('firefox'),
      // 0 = dark, 1 = light: Firefox's own answer to prefers-color-scheme.
      firefoxUserPrefs: {
        'layout.css.prefers-color-scheme.content-override': scheme === 'dark' ? 0 : 1,
        // Reading an element's ARIA reflection (input.ariaLabelledByElements, which axe-core 4.14
        // reads before the attribute) crashes Firefox ESR 153's content process (SIGSEGV, measured
        // on the command menu's combobox and cmdk's groups): every axe audit there died. Without
        // reflection axe reads the aria-labelledby attribute, as in any browser that lacks it.
        // The app never reads reflection (decision 016).
        'accessibility.ARIAElementReflection.enabled': false,
      },
    },
  },
});

export default defineConfig({
  testDir: './e2e',
  testIgnore: ['webkit/**'],
  fullyParallel: true,
  workers: 2,
  // No retries: a test that passes only on a second try is a bug to find (npm run test:flaky).
  retries: 0,
  reporter: [['list']],
  // Journeys are long; a busy 2-core CI machine needs headroom.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    // The built app registers a service worker (decision 010); it would answer requests before
    // page.route sees them. Only the installable-app specs (e2e/pwa*.spec.ts) allow it.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: browserPath('chromium'), args: chromiumArgs },
      },
    },
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
