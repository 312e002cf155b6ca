/**
 * Screenshots of the built app at desktop and phone width, for looking at what we built.
 *   npx tsx scripts/screenshot.ts [baseUrl] [outDir] [path ...]
 * Expects a running server (e.g. `npm run preview`).
 */
import { chromium } from '@playwright/test';
import { browserPath } from './lib/browser';

const [base = 'http://127.0.0.1:4173', outDir = '/tmp/shots', ...paths] = process.argv.slice(2);
const routes = paths.length ? paths : ['/'];
const browser = await chromium.launch({
  executablePath: browserPath(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
for (const [name, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    const page = await browser.newPage({ viewport, colorScheme: scheme });
    for (const path of routes) {
      await page.goto(base + path);
      await page.waitForLoadState('networkidle');
      const file = `${outDir}/${name}-${scheme}${path.replace(/\W+/g, '_')}.png`;
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await page.close();
  }
}
await browser.close();
