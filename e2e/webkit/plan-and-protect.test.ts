// @vitest-environment node
import { afterAll, beforeAll, expect, it } from 'vitest';
import { pdfText, REPLACED_CARD_STATEMENT } from '../support/statement';
import { DIALOG, Person } from './page';
import { startWebKit, type WebKitRig } from './webkit-driver';

/**
 * Issue #51's journey in Safari's engine (the Chromium and Firefox twin:
 * e2e/plan-and-protect.spec.ts): a budget warns at 85 %, "Not me" freezes the card and leads to
 * the replace, which moves the balance and settings to a new card and ends the old one, and the old
 * card's statement adds up. WebKitWebDriver cannot hand a download over, so the page keeps the
 * PDF's Blob as it saves it, and its bytes are read here.
 */
type Card = { id: string; bin_id: string; label: string; balance: number; status: string };

let rig: WebKitRig;
let person: Person;
beforeAll(async () => {
  rig = await startWebKit();
  person = new Person(rig.driver, rig.baseUrl);
}, 120_000);
afterAll(async () => rig?.close());

it('a budget warns, "Not me" freezes and replaces the card, and its statement adds up', async () => {
  await person.open('/sign-in');
  await person.heading('Sign in');
  const { seed } = await person.api<{ seed: string }>(null, 'POST', '/', { card: 'visa' });
  const deposit = await person.api<{ id: string }>(seed, 'POST', '/sandbox/deposits', {
    currency: 'usdt',
    amount_usd: 201,
  });
  await person.api(seed, 'POST', `/sandbox/deposits/${deposit.id}/confirm`);
  const cards = await person.api<{ data: Card[] }>(seed, 'GET', '/cards');
  const cardId = cards.data[0]!.id;
  await person.api(seed, 'PATCH', `/cards/${cardId}`, { label: 'Streaming' });
  await person.api(seed, 'POST', `/cards/${cardId}/fund`, { amount: 150 });
  const txn = await person.api<{ id: string }>(seed, 'POST', '/sandbox/purchases', {
    card_id: cardId,
    amount: 85,
    merchant: { name: 'Blue Bottle', category: 'food_and_drink', mcc: '5814', country: 'US' },
  });
  const old = await person.api<Card & { last4: string }>(seed, 'GET', `/cards/${cardId}`);
  expect(old.balance).toBe(65);
  await rig.driver.executeScript(`sessionStorage.setItem('vcs.session.seed', arguments[0])`, seed);

  await person.open('/');
  await person.click('Set a budget');
  await person.fill('Monthly budget (USD)', '100');
  await person.click('Save budget');
  await person.text('You have used 85 % of your monthly budget');

  await person.open(`/transactions?txn=${txn.id}`);
  await person.click('Not me');
  await person.textWith(`Card •••• ${old.last4} is frozen`, DIALOG);
  expect((await person.api<Card>(seed, 'GET', `/cards/${cardId}`)).status).toBe('frozen');
  await person.press(await person.link(`Replace card •••• ${old.last4}`));

  await person.click('Start the replace');
  await person.click('End the old card');
  await person.click('Yes, end the old card');
  await person.text('Card replaced');
  const after = await person.api<{ data: Card[] }>(seed, 'GET', '/cards');
  const fresh = after.data.find((c) => c.id !== cardId && c.status !== 'terminated')!;
  expect(fresh).toMatchObject({ bin_id: old.bin_id, label: 'Streaming', balance: 65 });
  expect((await person.api<Card>(seed, 'GET', `/cards/${cardId}`)).status).toBe('terminated');

  await person.open(`/cards/${cardId}`);
  await rig.driver.executeScript(`const made = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (blob) => { window.savedBlob = blob; return made(blob); };`);
  await person.click('Statement');
  await person.click('Download PDF');
  await person.textWith('Statement saved');
  const base64 = await rig.driver.executeAsyncScript<string>(`const done = arguments[0];
    const reader = new FileReader();
    reader.onload = () => done(String(reader.result).split(',')[1]);
    reader.readAsDataURL(window.savedBlob);`);
  const text = await pdfText(Buffer.from(base64, 'base64'));
  for (const line of REPLACED_CARD_STATEMENT) expect(text).toMatch(line);
});
