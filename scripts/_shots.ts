import { chromium } from '@playwright/test';
import { startPreview } from './lib/preview';
import { browserPath } from './lib/browser';
await new Promise((r) => setTimeout(r, 40_000)); // let the e2e build finish first
const preview = await startPreview();
const browser = await chromium.launch({ executablePath: browserPath(), args: ['--no-sandbox'] });
for (const [name, width] of [['desktop', 1280], ['phone', 390]] as const)
  for (const scheme of ['light', 'dark'] as const) {
    const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme: scheme });
    await page.goto(preview.base + '/sign-in');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    const seed = await page.evaluate(async () => (await (await fetch('/v1/api/', { method: 'POST' })).json()).seed);
    await page.getByLabel('Seed').fill(seed);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.goto(preview.base + '/settings');
    await page.getByRole('radio', { name: /Live/ }).check();
    await page.getByLabel('API base URL').fill('http://[::1]:8787/v1/api');
    await page.getByRole('button', { name: 'Save connection' }).click();
    await page.getByRole('alert').first().waitFor();
    await page.getByRole('alert').first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/shots/conn-${name}-${scheme}.png` });
    await page.close();
  }
await browser.close();
preview.stop();
