// Exploratory walkthrough with screenshots (not a test): npx tsx scripts/walkthrough.mts
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
    page.screenshot({ path: `${out}/${name}-${step}.png`, fullPage: true });
  await page.goto(base + '/');
  await page.getByRole('heading', { name: 'Get a seed and a card' }).waitFor();
  await shot('1-welcome');
  await page.getByRole('button', { name: 'Generate my seed and card' }).click();
  await page.getByTestId('seed').waitFor();
  await shot('2-generated');
  await page.getByLabel('I have stored my seed somewhere safe.').check();
  await page.getByRole('button', { name: 'Continue to my dashboard' }).click();
  await page.getByRole('heading', { name: 'Waiting for your first deposit' }).waitFor();
  await shot('3-waiting');
  await page.getByRole('button', { name: 'Sandbox' }).click();
  await page.getByRole('button', { name: 'Simulate deposit' }).click();
  await page
    .getByRole('button', { name: /^Confirm/ })
    .first()
    .click();
  await page.getByText(/credited to the wallet/).waitFor();
  await shot('4-sandbox');
  await page.keyboard.press('Escape');
  await page.getByText('Your card is active').waitFor();
  await shot('5-active');
  await page.close();
}
await browser.close();
