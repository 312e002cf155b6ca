// Exploratory walkthrough of the 3DS inbox and webhooks with screenshots (not a test).
import { chromium } from '@playwright/test';
const base = process.argv[2] ?? 'http://127.0.0.1:4173';
const out = process.argv[3] ?? '/tmp/shots';
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
for (const [name, viewport, scheme] of [
  ['desktop', { width: 1280, height: 900 }, 'dark'],
  ['phone', { width: 390, height: 844 }, 'light'],
] as const) {
  const page = await browser.newPage({ viewport, colorScheme: scheme });
  page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
  page.on('console', (m) => m.type() === 'error' && console.log('CONSOLE', m.text()));
  const shot = (step: string) =>
    page.screenshot({ path: `${out}/${name}-t${step}.png`, fullPage: true });
  await page.goto(base + '/sign-in');
  await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  // A string, not a function: tsx would inject helpers the page does not have.
  const seed = (await page.evaluate(`(async () => {
    const post = (path, body, seed) => fetch('/v1/api' + path, { method: 'POST', headers: { 'Content-Type': 'application/json', ...(seed ? { 'X-Seed': seed } : {}) }, body: body === undefined ? undefined : JSON.stringify(body) }).then((r) => r.json());
    const gen = await post('/', { card: 'visa' });
    const dep = await post('/sandbox/deposits', { currency: 'btc', amount_usd: 500 }, gen.seed);
    await post('/sandbox/deposits/' + dep.id + '/confirm', undefined, gen.seed);
    const c = await post('/cards', { bin_id: '531993', amount: 200, label: 'Shopping' }, gen.seed);
    await post('/webhooks', { url: 'https://hooks.example.com/cards', events: ['*'] }, gen.seed);
    const m = (name) => ({ name, category: 'ecommerce', mcc: '5691', country: 'DE' });
    const done = await post('/sandbox/purchases', { card_id: c.id, amount: 19.99, three_ds: true, merchant: m('Zalando') }, gen.seed);
    const full = await fetch('/v1/api/3ds/' + done.id, { headers: { 'X-Seed': gen.seed } }).then((r) => r.json());
    await post('/sandbox/3ds/' + done.id + '/complete', { otp: full.otp }, gen.seed);
    await post('/sandbox/purchases', { card_id: c.id, amount: 89.5, three_ds: true, merchant: m('Booking.com') }, gen.seed);
    return gen.seed;
  })()`)) as string;
  await page.getByLabel('Seed').fill(seed);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Overview' }).waitFor();
  await page.goto(base + '/3ds');
  await page.getByRole('button', { name: 'Show code' }).click();
  await page.getByTestId('otp').waitFor();
  await shot('1-inbox');
  await page.goto(base + '/webhooks');
  await page.getByRole('list', { name: 'Deliveries' }).waitFor();
  await shot('2-webhooks');
  await page.close();
}
await browser.close();
