import { defineConfig, devices } from '@playwright/test';
import { browserPath } from './scripts/lib/browser';

// The browser: CHROMIUM_PATH, else Playwright's own cache, else a Chromium/Chrome on the PATH
// (scripts/lib/browser.ts). `npm run test:e2e` first installs one where it can (ensure-browser).
const executablePath = browserPath();
const port = Number(process.env.E2E_PORT ?? 4317);

export default defineConfig({
  testDir: './e2e',
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
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: `npx vite preview --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
