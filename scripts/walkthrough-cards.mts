// Exploratory walkthrough of the card pages with screenshots (not a test).
import { chromium } from '@playwright/test';
const base = process.argv[2] ?? 'http://127.0.0.1:4173';
const out = process.argv[3] ?? '/tmp/shots';
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
for (const [name, viewport, scheme] of [
  ['desktop', { width: 1280, height: 900 }, 'light'],
  ['phone', { width: 390, height: 844 }, 'dark'],
] as const) {
  const page = await browser.newPage({ viewport, colorScheme: scheme });
  page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
  page.on('console', (m) => m.type() === 'error' && console.log('CONSOLE', m.text()));
  const shot = (step: string) =>
    page.screenshot({ path: `${out}/${name}-c${step}.png`, fullPage: true });
  await page.goto(base + '/sign-in');
  await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  // A string, not a function: tsx would inject helpers the page does not have.
  const seed = (await page.evaluate(`(async () => {
    const post = (path, body, seed) => fetch('/v1/api' + path, { method: 'POST', headers: { 'Content-Type': 'application/json', ...(seed ? { 'X-Seed': seed } : {}) }, body: body === undefined ? undefined : JSON.stringify(body) }).then((r) => r.json());
    const gen = await post('/', { card: 'visa' });
    const dep = await post('/sandbox/deposits', { currency: 'usdt', amount_usd: 2000 }, gen.seed);
    await post('/sandbox/deposits/' + dep.id + '/confirm', undefined, gen.seed);
    for (const [bin, amount, label] of [['531993', 120, 'Google Ads'], ['426684', 300, 'AWS'], ['553421', 45.5, 'Team lunch']]) await post('/cards', { bin_id: bin, amount, label }, gen.seed);
    return gen.seed;
  })()`)) as string;
  await page.getByLabel('Seed').fill(seed);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Overview' }).waitFor();
  await page.goto(base + '/cards');
  await page.getByText('Google Ads').filter({ visible: true }).first().waitFor();
  await shot('1-list');
  await page.getByRole('button', { name: 'New card' }).click();
  await page.getByRole('dialog', { name: 'New card' }).waitFor();
  await shot('2-new');
  await page.keyboard.press('Escape');
  await page
    .getByRole('link', { name: /Google Ads/ })
    .filter({ visible: true })
    .first()
    .click();
  await page.getByRole('heading', { name: 'Google Ads', level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Reveal card details' }).click();
  await page.getByText(/Hiding in/).waitFor();
  await shot('3-detail');
  await page.getByRole('button', { name: 'Fund', exact: true }).click();
  await page.getByLabel('Amount (USD)').fill('25');
  await shot('4-fund');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Terminate' }).click();
  await shot('5-terminate');
  await page.close();
}
await browser.close();
