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
