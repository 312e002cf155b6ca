import { expect, type Page } from '@playwright/test';
import { accountBeforeLoad, type AccountCall } from './account';
import { apiCall, openMore, signedInAccount } from './journeys';
import { SIGNED_IN_PATHS } from './pages';

/**
 * The places the WCAG 2.2 walk (e2e/wcag22.spec.ts, issue #27) checks: every page and every dialog
 * a cardholder can open, with data on each.
 */
export type Check = (where: string) => Promise<void>;

/** Data on every page: a funded card, a purchase, a pending 3-D Secure check, a webhook, a deposit. */
export async function seedData(page: Page, seed: string) {
  await seedDataWith((method, path, body) => apiCall(page, seed, method, path, body));
}

/** `seedData` through any one call to the service as the account (the page's, or Node's). */
export async function seedDataWith(call: AccountCall) {
  const card = (await call('GET', '/cards')).data[0]!.id;
  await call('POST', `/cards/${card}/fund`, { amount: 100 });
  await call('POST', '/sandbox/purchases', { card_id: card, amount: 12 });
  await call('POST', '/sandbox/purchases', { card_id: card, amount: 5, three_ds: true });
  await call('POST', '/webhooks', { url: 'https://hooks.example.com/x', events: ['*'] });
  await call('POST', '/sandbox/deposits', { currency: 'eth', amount_usd: 30 });
}

/**
 * The page is drawn with its data. A cold load of a signed-in demo page (entry, session frame,
 * in-page sandbox, IndexedDB) took 3–6 s in Firefox on the 2-core machine with other work running,
 * and one CI run saw /cards still loading after the default 7 s: this walk checks focus and
 * targets, not load time (that is `npm run bench:ui` and Lighthouse), so it waits up to 20 s.
 */
export async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[data-skeleton]')).toHaveCount(0, { timeout: 20_000 });
}

/**
 * The walk in two parts, each a test: the public pages, and everything signed in (each page, the
 * header's menus, the dialogs, banners and the 3-D Secure alert). It was in ten while the 2.4.11 Tab
 * walk cost a key press and a script round trip a stop (its signed-in pages over 5 min in Firefox);
 * with the walk in the page (focus-probe.ts) a part's own work was 1–3 s a page, and its sign-in and
 * first load 2–5 s a part (2026-11-30, decision 033 eleventh pass).
 */
export const PARTS = ['public pages', 'signed in'] as const;
export type Part = (typeof PARTS)[number];

/** Every page and the main dialogs (or the `parts` of them named), `check` at each. */
export async function everyPlace(
  page: Page,
  check: Check,
  phone: boolean,
  parts: readonly Part[] = PARTS,
) {
  if (parts.includes('public pages')) await publicPages(page, check);
  if (!parts.includes('signed in')) return;
  // Signed in with its data from the first load (issue #46: a load to sign in and add the data,
  // then the page's own); after the public pages the page's demo holds their state, so there it
  // signs in and adds the data through the page.
  let seed: string;
  if (parts.includes('public pages')) {
    seed = await signedInAccount(page, 500);
    await seedData(page, seed);
  } else seed = (await accountBeforeLoad(page, 500, seedDataWith)).seed;
  for (const path of SIGNED_IN_PATHS) {
    await page.goto(path);
    await settled(page);
    await check(path);
  }
  await menus(page, check, phone);
  await dialogs(page, check, seed);
}

async function publicPages(page: Page, check: Check) {
  await page.goto('/welcome');
  await settled(page);
  await check('welcome');
  await page.getByRole('button', { name: 'Generate my seed and card' }).click();
  await page.getByTestId('seed').waitFor();
  await check('welcome/generated');
  for (const path of ['/sign-in', '/settings']) {
    await page.goto(path);
    await settled(page);
    await check(`${path} signed out`);
  }
  await page.goto('/sign-in');
  await page.getByLabel('Remember on this device').check();
  await page.getByLabel('Account name').waitFor();
  await check('sign-in remembering');
}

/** The phone's navigation menu, the command menu, the Sandbox panel and the shortcuts. */
async function menus(page: Page, check: Check, phone: boolean) {
  await page.goto('/');
  await settled(page);
  if (phone) {
    // The tab bar's More (issue #48); focus leaving it on the Tab walk closes it.
    const more = page.getByRole('button', { name: 'More' });
    await openMore(page);
    await check('phone menu');
    if ((await more.getAttribute('aria-expanded')) === 'true') await more.click();
  }
  await page.getByRole('button', { name: 'Search and commands' }).click();
  await page.getByRole('dialog').getByRole('combobox').waitFor();
  await check('command menu');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Sandbox', exact: true }).click();
  await page.getByRole('dialog', { name: 'Sandbox' }).waitFor();
  await check('sandbox panel');
  await page.keyboard.press('Escape');
  await page.locator('main').focus();
  await page.keyboard.press('?');
  await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor();
  await check('shortcuts dialog');
  await page.keyboard.press('Escape');
}

async function dialogs(page: Page, check: Check, seed: string) {
  await page.goto('/webhooks');
  await settled(page);
  await page.getByRole('button', { name: 'Delete https://hooks.example.com/x' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete endpoint' }).waitFor();
  await check('delete endpoint dialog');
  await page.keyboard.press('Escape');
  // The offline banner, under the header.
  await page.context().setOffline(true);
  await page.getByText(/You are offline/).waitFor();
  await check('/webhooks offline');
  await page.context().setOffline(false);

  await page.goto('/cards');
  await settled(page);
  await page.getByRole('button', { name: 'New card' }).click();
  await page.getByRole('dialog', { name: 'New card' }).getByText('531993').waitFor();
  await check('new card dialog');
  await page.keyboard.press('Escape');
  await page
    .getByRole('link', { name: /My first card/ })
    .filter({ visible: true })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'My first card' })).toBeVisible();
  await check('card detail');
  for (const [button, name] of [
    ['Fund', /Fund/],
    ['Withdraw', /Withdraw/],
    ['Terminate', /Terminate/],
  ] as const) {
    await page.getByRole('button', { name: button, exact: true }).click();
    await page.getByRole('dialog', { name }).waitFor();
    await check(`${button} dialog`);
    await page.keyboard.press('Escape');
  }
  await page.goto('/transactions');
  await settled(page);
  await page.getByRole('list', { name: 'Transactions' }).getByRole('button').first().click();
  await page.getByRole('heading', { name: 'Timeline' }).waitFor();
  await check('transaction drawer');
  await page.keyboard.press('Escape');

  // The 3-D Secure alert (a toast): a new challenge while a long page is open.
  await page.goto('/webhooks');
  await settled(page);
  await page.evaluate(async (s) => {
    const headers = { 'Content-Type': 'application/json', 'X-Seed': s };
    const cards = await fetch('/v1/api/cards', { headers }).then((r) => r.json());
    await fetch('/v1/api/sandbox/purchases', {
      method: 'POST',
      headers,
      body: JSON.stringify({ card_id: cards.data[0].id, amount: 3, three_ds: true }),
    });
  }, seed);
  await page.getByText('3-D Secure code requested').waitFor({ timeout: 10_000 });
  // Sonner slides a toast in (400 ms); on a phone it comes down past the header (issue #29):
  // check where it rests, once its transitions have ended.
  await page
    .locator('[data-sonner-toast]')
    .first()
    .evaluate((toast) => Promise.all(toast.getAnimations().map((a) => a.finished)));
  await check('webhooks with the 3-D Secure alert');
}
