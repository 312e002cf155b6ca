// Screenshots for decision 031 (not committed).
import { chromium } from '@playwright/test';
import { browserPath } from './scripts/lib/browser';
const base = 'http://127.0.0.1:4424';
const browser = await chromium.launch({ executablePath: browserPath('chromium') });
const out = '/work/shots/activity';
for (const [width, height] of [[1280, 900], [390, 844]]) {
  for (const scheme of ['light', 'dark']) {
    const context = await browser.newContext({ viewport: { width, height }, colorScheme: scheme });
    const page = await context.newPage();
    await page.goto(`${base}/sign-in`);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    const seed = await page.evaluate(async () => {
      const r = await fetch('/v1/api/sandbox/scenarios/busy-month/accounts', { method: 'POST' });
      return (await r.json()).seed;
    });
    await page.getByLabel('Seed').fill(seed);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Overview' }).waitFor();
    const name = `${width}-${scheme}`;
    await page.goto(`${base}/transactions?type=authorization&min_amount=5`);
    await page.getByRole('list', { name: 'Transactions' }).waitFor();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `${out}/transactions-chips-${name}.png` });
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('menu').waitFor();
    await page.screenshot({ path: `${out}/transactions-add-menu-${name}.png` });
    await page.getByRole('menuitem', { name: 'Date' }).click();
    await page.getByRole('dialog', { name: 'Date' }).waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${out}/transactions-date-editor-${name}.png` });
    await page.keyboard.press('Escape');
    await page.goto(`${base}/transactions`);
    await page.getByRole('list', { name: 'Transactions' }).waitFor();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `${out}/transactions-${name}.png`, fullPage: width > 400 ? false : false });
    const cards = await page.evaluate(async (s) => (await (await fetch('/v1/api/cards', { headers: { 'X-Seed': s } })).json()).data.map((c) => c.id), seed);
    await page.goto(`${base}/cards/${cards[0]}`);
    const recent = page.getByRole('region', { name: 'Recent transactions' });
    await recent.getByRole('list').waitFor();
    await page.waitForTimeout(800);
    await recent.scrollIntoViewIfNeeded();
    await recent.screenshot({ path: `${out}/card-recent-${name}.png` });
    await context.close();
  }
}
await browser.close();
