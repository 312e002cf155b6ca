import { expect, type Page } from '@playwright/test';

/**
 * Signing in loads the session's frame and the overview's code before its heading shows (the
 * heading no longer waits for the page's data, 2026-11-27). A journey waits for it, not a speed
 * test: with CI's 2 cores busy it took over the 7 s default.
 */
const OVERVIEW_SHOWN = 15_000;

/**
 * Signed in: the overview's heading, then its body (the heading shows before the page's data). A
 * test that navigated on as soon as the heading showed left the overview mid-load (in Firefox that
 * cut off its lazy parts' downloads, which reached their error boundary until settledChunk,
 * decision 016).
 */
export async function overviewShown(page: Page) {
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible({
    timeout: OVERVIEW_SHOWN,
  });
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: OVERVIEW_SHOWN });
}

/**
 * The new-user journey: generate → store the seed → QR and masked preview → simulate and confirm a
 * deposit in the sandbox panel → the card becomes active; sign out → sign in with the seed;
 * reload keeps the session; the seed is in no localStorage, and "remember" keeps it only sealed.
 */
export async function onboardingJourney(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Get a seed and a card' })).toBeVisible();
  await page.getByRole('radio', { name: 'Visa' }).check({ force: true });
  await page.getByLabel('Fund with').selectOption('BTC');
  await page.getByRole('button', { name: 'Generate my seed and card' }).click();

  const seed = (await page.getByTestId('seed').textContent())!.trim();
  expect(seed).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
  await expect(page.getByRole('img', { name: 'QR code of the BTC address' })).toBeVisible();
  await expect(page.getByLabel('Card number')).toHaveText(/^•••• •••• •••• \d{4}$/);
  await expect(page.getByText('Awaiting first deposit')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue to my dashboard' })).toBeDisabled();
  await page.getByLabel('I have stored my seed somewhere safe.').check();
  await page.getByRole('button', { name: 'Continue to my dashboard' }).click();

  await expect(page.getByRole('heading', { name: 'Waiting for your first deposit' })).toBeVisible();
  await page.getByRole('button', { name: 'Sandbox' }).click();
  const panel = page.getByRole('dialog', { name: 'Sandbox' });
  await panel.getByLabel('Currency').selectOption('btc');
  await panel.getByLabel('Amount (USD)').first().fill('150');
  await panel.getByRole('button', { name: 'Simulate deposit' }).click();
  await panel.getByRole('button', { name: 'Confirm deposit of $150.00' }).click();
  await expect(panel.getByText('Confirmed: $148.00 credited to the wallet.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByText('Your card is active')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Wallet $148.00' })).toBeVisible();
  await expect(page.getByText('Active', { exact: true }).filter({ visible: true })).toBeVisible();

  // The seed is not kept in localStorage (no "remember"); sessionStorage holds it for this tab.
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain(seed);
  expect(await page.evaluate(() => sessionStorage.getItem('vcs.session.seed'))).toBe(seed);

  // A reload keeps the session.
  await page.reload();
  await expect(page.getByRole('link', { name: 'Wallet $148.00' })).toBeVisible();

  // Sign out, then back in with the seed.
  await page.getByRole('button', { name: 'Sign out' }).first().click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByText(/You signed out/)).toBeVisible();
  expect(
    await page.evaluate(() => JSON.stringify(localStorage) + JSON.stringify(sessionStorage)),
  ).not.toContain(seed);
  await page.getByLabel('Seed').fill(seed);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await overviewShown(page);
  await expect(page.getByRole('link', { name: 'Wallet $148.00' })).toBeVisible();
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain(seed);

  // "Remember on this device" seals the seed in the vault: localStorage holds it only encrypted.
  await page.getByRole('button', { name: 'Sign out' }).first().click();
  await page.getByLabel('Seed').fill(seed);
  await page.getByLabel('Remember on this device').check();
  await page.getByLabel('Account name').fill('Main');
  await page.getByLabel('Choose a passphrase').fill('correct horse battery');
  await page.getByLabel('Passphrase again').fill('correct horse battery');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await overviewShown(page);
  const stored = await page.evaluate(() => JSON.stringify(localStorage));
  expect(stored).toContain('vcs.vault');
  expect(stored).not.toContain(seed);
  return seed;
}

/** A fresh, activated account made through the demo's API, without signing in; its seed. */
export async function createAccount(page: Page, walletUsd = 200): Promise<string> {
  const { seed } = await apiCall<{ seed: string }>(page, null, 'POST', '/', { card: 'visa' });
  const deposit = await apiCall<{ id: string }>(page, seed, 'POST', '/sandbox/deposits', {
    currency: 'usdt',
    amount_usd: walletUsd + 1,
  });
  await apiCall(page, seed, 'POST', `/sandbox/deposits/${deposit.id}/confirm`);
  return seed;
}

/**
 * This tab signed in to a fresh, activated account made through the API, without the sign-in
 * screens or the overview: the page stays on /sign-in and the next page load is signed in (the
 * tab's session is its sessionStorage, lib/session.ts). The `account` fixture (support/test.ts)
 * makes its account without a page instead.
 */
export async function signedInAccount(page: Page, walletUsd = 200): Promise<string> {
  await page.goto('/sign-in');
  // The demo's sandbox answers once the page's transport is up: the app shows the form then.
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  const seed = await createAccount(page, walletUsd);
  await page.evaluate((s) => sessionStorage.setItem('vcs.session.seed', s), seed);
  return seed;
}

/** The passphrase the e2e journeys seal remembered seeds with. */
export const PASSPHRASE = 'correct horse battery';

/**
 * Signs in with `seed`, remembering it on this device as `name`: the first account chooses the
 * passphrase, a later one gives it.
 */
export async function remember(page: Page, seed: string, name: string, first: boolean) {
  await page.getByLabel('Seed').fill(seed);
  await page.getByLabel('Remember on this device').check();
  await page.getByLabel('Account name').fill(name);
  if (first) {
    await page.getByLabel('Choose a passphrase').fill(PASSPHRASE);
    await page.getByLabel('Passphrase again').fill(PASSPHRASE);
  } else await page.getByLabel('Passphrase of your remembered accounts').fill(PASSPHRASE);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await overviewShown(page);
}

/** One call to the API from the page (the demo's sandbox answers it in the page), its JSON back. */
export function apiCall<T = unknown>(
  page: Page,
  seed: string | null,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  return page.evaluate(
    async ([s, m, p, b]) => {
      const response = await fetch(`/v1/api${p}`, {
        method: m,
        headers: { 'Content-Type': 'application/json', ...(s ? { 'X-Seed': s } : {}) },
        body: b === undefined ? undefined : JSON.stringify(b),
      });
      return response.json();
    },
    [seed, method, path, body] as const,
  ) as Promise<T>;
}

/**
 * Opens the phone's More sheet and waits until it rests: it rises from behind the tab bar (260 ms),
 * clipped above it, so what is measured in it mid-rise is still partly behind the bar.
 */
export async function openMore(page: Page) {
  await page.getByRole('button', { name: 'More' }).click();
  const sheet = page.locator('#mobile-nav');
  await sheet.waitFor();
  await sheet.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
}
