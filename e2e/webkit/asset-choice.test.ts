// @vitest-environment node
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Person } from './page';
import { startWebKit, type WebKitRig } from './webkit-driver';

/**
 * Safari's engine: Bitcoin chosen on the prerendered first page before the app has taken it over
 * still gives a Bitcoin address (the Chromium and Firefox twin: e2e/asset-choice.spec.ts).
 */
let rig: WebKitRig;
beforeAll(async () => {
  rig = await startWebKit({ pageLoadStrategy: 'none' });
}, 120_000);
afterAll(async () => rig?.close());

it('choosing Bitcoin before the app runs gives a Bitcoin address', async () => {
  const person = new Person(rig.driver, rig.baseUrl);
  const ready = () =>
    rig.driver.executeScript<boolean>('return document.documentElement.hasAttribute("data-ready")');
  rig.slowEntry = true;
  await person.open('/welcome');
  await person.heading('Get a seed and a card');
  await person.select('Fund with', 'BTC');
  expect(await ready()).toBe(false);
  await rig.driver.wait(ready, 15_000);
  rig.slowEntry = false;
  expect(await (await person.field('Fund with')).getAttribute('value')).toBe('BTC');
  await person.click('Generate my seed and card');
  await person.heading('Fund it with BTC');
  expect(await (await person.testId('funding-address')).getText()).toMatch(/^bc1q[a-z0-9]{20,}$/);
});
