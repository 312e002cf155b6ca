// Exploratory walkthrough of overview, transactions and deposits with screenshots (not a test).
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
    page.screenshot({ path: `${out}/${name}-m${step}.png`, fullPage: true });
  await page.goto(base + '/sign-in');
  await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  // A string, not a function: tsx would inject helpers the page does not have.
  const seed = (await page.evaluate(`(async () => {
    const post = (path, body, seed) => fetch('/v1/api' + path, { method: 'POST', headers: { 'Content-Type': 'application/json', ...(seed ? { 'X-Seed': seed } : {}) }, body: body === undefined ? undefined : JSON.stringify(body) }).then((r) => r.json());
    const gen = await post('/', { card: 'visa' });
    const dep = await post('/sandbox/deposits', { currency: 'btc', amount_usd: 1500 }, gen.seed);
    await post('/sandbox/deposits/' + dep.id + '/confirm', undefined, gen.seed);
    await post('/sandbox/deposits', { currency: 'eth', amount_usd: 200 }, gen.seed);
    const a = await post('/cards', { bin_id: '531993', amount: 400, label: 'Google Ads' }, gen.seed);
    const b = await post('/cards', { bin_id: '426684', amount: 300, label: 'AWS' }, gen.seed);
    await post('/cards', { bin_id: '553421', amount: 6, label: 'Coffee' }, gen.seed);
    const m = (name, category, mcc, country) => ({ name, category, mcc, country });
    const t1 = await post('/sandbox/purchases', { card_id: a.id, amount: 120.5, merchant: m('Google Ads', 'advertising', '7311', 'IE') }, gen.seed);
    await post('/sandbox/purchases', { card_id: b.id, amount: 89.99, merchant: m('Amazon Web Services', 'software', '7372', 'US') }, gen.seed);
    await post('/sandbox/purchases', { card_id: b.id, amount: 20, merchant: m('OpenAI', 'digital_services', '5818', 'US') }, gen.seed);
    await post('/sandbox/purchases', { card_id: a.id, amount: 9999, merchant: m('Big Spender', 'ecommerce', '5999', 'US') }, gen.seed);
    await post('/sandbox/transactions/' + t1.id + '/settle', undefined, gen.seed);
    await post('/sandbox/transactions/' + t1.id + '/refund', { amount: 20 }, gen.seed);
    return gen.seed;
  })()`)) as string;
  await page.getByLabel('Seed').fill(seed);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Overview' }).waitFor();
  await page.getByText('Spending, last 30 days').waitFor();
  await page.waitForTimeout(300);
  await shot('1-overview');
  await page.goto(base + '/transactions');
  await page.getByText('Big Spender').waitFor();
  await shot('2-transactions');
  await page.getByText('Google Ads').filter({ visible: true }).last().click();
  await page.getByRole('heading', { name: 'Timeline' }).waitFor();
  await shot('3-drawer');
  await page.keyboard.press('Escape');
  await page.goto(base + '/deposits');
  await page.getByText('Minimum deposit').first().waitFor();
  await page
    .getByText(/confirmations/)
    .first()
    .waitFor();
  await shot('4-deposits');
  await page.close();
}
await browser.close();
