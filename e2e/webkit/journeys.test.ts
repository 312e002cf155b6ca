// @vitest-environment node
import { Select } from 'selenium-webdriver/lib/select.js';
import { mkdirSync, writeFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { DIALOG, Person } from './page';
import { startWebKit, type WebKitRig } from './webkit-driver';

/**
 * The cardholder's journeys in Safari's engine (WebKitGTK through WebKitWebDriver): a new account
 * with a chosen network and asset, funded in the Sandbox; reveal and hide, fund, freeze, a 3-D
 * Secure code, sign out; the seed vault across a reload (decision 016).
 */
let rig: WebKitRig;
let person: Person;
let seed = '';

beforeAll(async () => {
  rig = await startWebKit();
  person = new Person(rig.driver, rig.baseUrl);
}, 120_000);
afterAll(async () => rig?.close());
// What the browser showed when a journey failed: test-results/webkit-<journey>.png.
afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail' || !rig) return;
  mkdirSync('test-results', { recursive: true });
  const name = task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 60);
  writeFileSync(`test-results/webkit-${name}.png`, await rig.driver.takeScreenshot(), 'base64');
});

it('generates a Visa card funded with Bitcoin, with a Bitcoin address', async () => {
  await person.open('/welcome');
  await person.heading('Get a seed and a card');
  await person.driver.wait(() =>
    person.driver.executeScript('return document.documentElement.hasAttribute("data-ready")'),
  );
  await person.tick('Visa');
  await person.select('Fund with', 'BTC');
  await person.click('Generate my seed and card');
  await person.heading('Fund it with BTC');
  expect(await (await person.testId('funding-address')).getText()).toMatch(/^bc1q[a-z0-9]{20,}$/);
  seed = (await (await person.testId('seed')).getText()).trim();
  expect(seed).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
  expect(await (await person.field('Card number')).getText()).toMatch(/^•••• •••• •••• \d{4}$/);
});

it('activates the card with a deposit simulated in the Sandbox', async () => {
  await person.tick('I have stored my seed somewhere safe.');
  await person.click('Continue to my dashboard');
  await person.heading('Waiting for your first deposit');
  await person.click('Sandbox');
  await person.select('Currency', 'btc', DIALOG);
  await person.fill('Amount (USD)', '150', DIALOG);
  await person.click('Simulate deposit');
  await person.click('Confirm deposit of $150.00');
  await person.text('Confirmed: $148.00 credited to the wallet.');
  await person.escape();
  await person.text('Your card is active');
  await person.link('Wallet $148.00');
});

it('reveals and hides the details, funds and freezes the card', async () => {
  await person.press(await person.linkWith('My first card'));
  await person.click('Reveal card details');
  const number = await person.matching('p, span, div', /^\d{4} \d{4} \d{4} \d{4}$/);
  const pan = (await number.getText()).replace(/ /g, '');
  await person.click('Hide now');
  await person.button('Reveal card details');
  expect(await person.source()).not.toContain(pan);

  await person.click('Fund');
  await person.fill('Amount (USD)', '100', DIALOG);
  await person.click('Fund card');
  await person.gone(DIALOG);
  await person.link('Wallet $48.00');

  await person.click('Freeze');
  await person.textWith('Frozen: every purchase is declined.');
  await person.click('Unfreeze');
  await person.gone(`//*[contains(normalize-space(.), 'Frozen: every purchase is declined.')]`);
});

it('shows a 3-D Secure code for a purchase that asks for one, then signs out', async () => {
  await person.click('Sandbox');
  await new Select(await person.field('Merchant', DIALOG)).selectByVisibleText(
    'Zalando (e-commerce, DE) · MCC 5691',
  );
  const amounts = await person.driver.findElements({
    xpath: `${DIALOG}//label[normalize-space(.)='Amount (USD)']`,
  });
  const purchaseAmount = await person.driver.findElement({
    id: (await amounts[1]!.getAttribute('for'))!,
  });
  await person.typeInto(purchaseAmount, '49.90');
  await person.tick('Merchant asks for 3-D Secure');
  await person.click('Simulate purchase');
  await person.textWith('3-D Secure code sent', DIALOG);
  await person.escape();

  await person.open('/3ds');
  await person.click('Show code');
  expect((await (await person.testId('otp')).getText()).trim()).toMatch(/^\d{6}$/);

  await person.click('Sign out');
  await person.heading('Sign in');
  const stored = await person.driver.executeScript<string>(
    'return JSON.stringify(localStorage) + JSON.stringify(sessionStorage)',
  );
  expect(stored).not.toContain(seed);
});

it('remembers the seed under a passphrase: a reload keeps it, a sign-out asks to unlock', async () => {
  await person.fill('Seed', seed);
  await person.tick('Remember on this device');
  await person.fill('Account name', 'Main');
  await person.fill('Choose a passphrase', 'correct horse battery');
  await person.fill('Passphrase again', 'correct horse battery');
  await person.click('Sign in');
  // Signed in again, back on the page where they signed out.
  await person.link('Wallet $48.00');
  const stored = await person.driver.executeScript<string>('return JSON.stringify(localStorage)');
  expect(stored).toContain('vcs.vault');
  expect(stored).not.toContain(seed);

  // A reload keeps the session (decision 009, amendment of issue #29); after a sign-out the
  // passphrase is asked, and unlocks.
  await person.driver.navigate().refresh();
  await person.link('Wallet $48.00');
  await person.click('Sign out');
  await person.heading('Sign in');
  await person.fill('Passphrase', 'correct horse battery');
  await person.click('Unlock');
  await person.link('Wallet $48.00');
});
