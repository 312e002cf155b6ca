/**
 * Exploratory walkthroughs with screenshots, to look at what we built (not tests):
 *   npx tsx scripts/walkthrough.mts [scenario …] [--base URL] [--out DIR]
 * Scenarios: onboarding, cards, money, 3ds (default: all). Expects `npm run preview` (or any
 * server of the built demo) at --base (default http://127.0.0.1:4173).
 */
import { chromium, type Page } from '@playwright/test';
import { parseArgs } from 'node:util';
import { browserPath } from './lib/browser';
import { API_BASE_PATH } from '../src/contract/base-paths';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { base: { type: 'string' }, out: { type: 'string' } },
});
const base = values.base ?? 'http://127.0.0.1:4173';
const out = values.out ?? '/tmp/shots';

/** Account set-up inside the page, as a string: tsx would inject helpers into a function the page does not have. */
const post = `const post = (path, body, seed) => fetch('${API_BASE_PATH}' + path, { method: 'POST', headers: { 'Content-Type': 'application/json', ...(seed ? { 'X-Seed': seed } : {}) }, body: body === undefined ? undefined : JSON.stringify(body) }).then((r) => r.json());
  const gen = await post('/', { card: 'visa' });
  const funded = async (usd) => { const dep = await post('/sandbox/deposits', { currency: 'btc', amount_usd: usd }, gen.seed); await post('/sandbox/deposits/' + dep.id + '/confirm', undefined, gen.seed); };
  const m = (name, category = 'ecommerce', mcc = '5999', country = 'US') => ({ name, category, mcc, country });`;

async function signInWith(page: Page, setup: string) {
  await page.goto(base + '/sign-in');
  await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  const seed = (await page.evaluate(
    `(async () => { ${post}\n ${setup}\n return gen.seed; })()`,
  )) as string;
  await page.getByLabel('Seed').fill(seed);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Overview' }).waitFor();
}

type Shot = (step: string) => Promise<unknown>;
const scenarios: Record<string, (page: Page, shot: Shot) => Promise<void>> = {
  async onboarding(page, shot) {
    await page.goto(base + '/');
    await page.getByRole('heading', { name: 'Get a seed and a card' }).waitFor();
    await shot('welcome');
    await page.getByRole('button', { name: 'Generate my seed and card' }).click();
    await page.getByTestId('seed').waitFor();
    await shot('generated');
    await page.getByLabel('I have stored my seed somewhere safe.').check();
    await page.getByRole('button', { name: 'Continue to my dashboard' }).click();
    await page.getByRole('heading', { name: 'Waiting for your first deposit' }).waitFor();
    await shot('waiting');
    await page.getByRole('button', { name: 'Sandbox' }).click();
    await page.getByRole('button', { name: 'Simulate deposit' }).click();
    await page
      .getByRole('button', { name: /^Confirm/ })
      .first()
      .click();
    await page.getByText(/credited to the wallet/).waitFor();
    await shot('sandbox');
    await page.keyboard.press('Escape');
    await page.getByText('Your card is active').waitFor();
    await shot('active');
  },
  async cards(page, shot) {
    await signInWith(
      page,
      `await funded(2000);
      for (const [bin, amount, label] of [['531993', 120, 'Google Ads'], ['426684', 300, 'AWS'], ['553421', 45.5, 'Team lunch']]) await post('/cards', { bin_id: bin, amount, label }, gen.seed);`,
    );
    await page.goto(base + '/cards');
    await page.getByText('Google Ads').filter({ visible: true }).first().waitFor();
    await shot('list');
    await page.getByRole('button', { name: 'New card' }).click();
    await page.getByRole('dialog', { name: 'New card' }).waitFor();
    await shot('new');
    await page.keyboard.press('Escape');
    await page
      .getByRole('link', { name: /Google Ads/ })
      .filter({ visible: true })
      .first()
      .click();
    await page.getByRole('heading', { name: 'Google Ads', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Reveal card details' }).click();
    await page.getByText(/Hiding in/).waitFor();
    await shot('detail');
    await page.getByRole('button', { name: 'Fund', exact: true }).click();
    await page.getByLabel('Amount (USD)').fill('25');
    await shot('fund');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Terminate' }).click();
    await shot('terminate');
  },
  async money(page, shot) {
    await signInWith(
      page,
      `await funded(1500);
      await post('/sandbox/deposits', { currency: 'eth', amount_usd: 200 }, gen.seed);
      const a = await post('/cards', { bin_id: '531993', amount: 400, label: 'Google Ads' }, gen.seed);
      const b = await post('/cards', { bin_id: '426684', amount: 300, label: 'AWS' }, gen.seed);
      await post('/cards', { bin_id: '553421', amount: 6, label: 'Coffee' }, gen.seed);
      const t1 = await post('/sandbox/purchases', { card_id: a.id, amount: 120.5, merchant: m('Google Ads', 'advertising', '7311', 'IE') }, gen.seed);
      await post('/sandbox/purchases', { card_id: b.id, amount: 89.99, merchant: m('Amazon Web Services', 'software', '7372') }, gen.seed);
      await post('/sandbox/purchases', { card_id: b.id, amount: 20, merchant: m('OpenAI', 'digital_services', '5818') }, gen.seed);
      await post('/sandbox/purchases', { card_id: a.id, amount: 9999, merchant: m('Big Spender') }, gen.seed);
      await post('/sandbox/transactions/' + t1.id + '/settle', undefined, gen.seed);
      await post('/sandbox/transactions/' + t1.id + '/refund', { amount: 20 }, gen.seed);`,
    );
    await page.getByText('Spending, last 30 days').waitFor();
    await shot('overview');
    await page.goto(base + '/transactions');
    await page.getByText('Big Spender').waitFor();
    await shot('transactions');
    await page.getByText('Google Ads').filter({ visible: true }).last().click();
    await page.getByRole('heading', { name: 'Timeline' }).waitFor();
    await shot('drawer');
    await page.keyboard.press('Escape');
    await page.goto(base + '/deposits');
    await page.getByText('Minimum deposit').first().waitFor();
    await shot('deposits');
  },
  async '3ds'(page, shot) {
    await signInWith(
      page,
      `await funded(500);
      const c = await post('/cards', { bin_id: '531993', amount: 200, label: 'Shopping' }, gen.seed);
      await post('/webhooks', { url: 'https://hooks.example.com/cards', events: ['*'] }, gen.seed);
      const done = await post('/sandbox/purchases', { card_id: c.id, amount: 19.99, three_ds: true, merchant: m('Zalando') }, gen.seed);
      const full = await fetch('${API_BASE_PATH}/3ds/' + done.id, { headers: { 'X-Seed': gen.seed } }).then((r) => r.json());
      await post('/sandbox/3ds/' + done.id + '/complete', { otp: full.otp }, gen.seed);
      await post('/sandbox/purchases', { card_id: c.id, amount: 89.5, three_ds: true, merchant: m('Booking.com') }, gen.seed);`,
    );
    await page.goto(base + '/3ds');
    await page.getByRole('button', { name: 'Show code' }).click();
    await page.getByTestId('otp').waitFor();
    await shot('inbox');
    await page.goto(base + '/webhooks');
    await page.getByRole('list', { name: 'Deliveries' }).waitFor();
    await shot('webhooks');
  },
};

const chosen = positionals.length ? positionals : Object.keys(scenarios);
const browser = await chromium.launch({
  executablePath: browserPath(),
  args: ['--no-sandbox'],
});
for (const [name, viewport, scheme] of [
  ['desktop', { width: 1280, height: 900 }, 'light'],
  ['phone', { width: 390, height: 844 }, 'dark'],
] as const) {
  for (const scenario of chosen) {
    const page = await browser.newPage({ viewport, colorScheme: scheme });
    page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
    page.on('console', (m) => m.type() === 'error' && console.log('CONSOLE', m.text()));
    await scenarios[scenario]!(page, (step) =>
      page.screenshot({ path: `${out}/${name}-${scenario}-${step}.png`, fullPage: true }),
    );
    await page.close();
  }
}
await browser.close();
console.log(`Screenshots in ${out}`);
