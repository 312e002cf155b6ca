import { expect, test, type Locator, type Page } from '@playwright/test';
import { createAccount } from './support/journeys';

/**
 * WCAG 3.3.8 Accessible authentication (issue #27): the seed, the passphrases, the last four
 * digits that confirm a termination and the 3-D Secure code take a real paste (the clipboard and
 * Ctrl+V, as a password manager's or a person's copy would come) and keep what was pasted, and
 * name the right `autocomplete` for password managers.
 */
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** Pastes `text` into `field` through the clipboard; the paste event must not be cancelled. */
async function paste(page: Page, field: Locator, text: string) {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await field.click();
  await field.evaluate((el) => {
    // Bubbling to window comes after the app's own (React's) handlers: it sees their verdict.
    const seen = (event: Event) => {
      (window as unknown as { pasteRefused: boolean }).pasteRefused = event.defaultPrevented;
    };
    window.addEventListener('paste', seen, { once: true });
    (window as unknown as { pasteRefused: boolean | null }).pasteRefused = null;
    (el as HTMLInputElement).select();
  });
  await page.keyboard.press('ControlOrMeta+V');
  expect(
    await page.evaluate(() => (window as unknown as { pasteRefused: unknown }).pasteRefused),
  ).toBe(false);
}

const PASSPHRASE = 'correct horse battery staple';

test('the seed and both passphrases take a paste; the passphrase unlocks after a paste', async ({
  page,
}) => {
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  const seed = await createAccount(page);
  const seedField = page.getByLabel('Seed');
  await expect(seedField).toHaveAttribute('autocomplete', 'current-password');
  // As copied from the downloaded seed file: with its line break.
  await paste(page, seedField, `${seed}\n`);
  await expect(seedField).toHaveValue(seed);

  await page.getByLabel('Remember on this device').check();
  await page.getByLabel('Account name').fill('Main');
  const choose = page.getByLabel('Choose a passphrase');
  const again = page.getByLabel('Passphrase again');
  await expect(choose).toHaveAttribute('autocomplete', 'new-password');
  await expect(again).toHaveAttribute('autocomplete', 'new-password');
  await paste(page, choose, PASSPHRASE);
  await paste(page, again, PASSPHRASE);
  await expect(choose).toHaveValue(PASSPHRASE);
  await expect(again).toHaveValue(PASSPHRASE);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible({ timeout: 20_000 });

  // After a sign-out the passphrase is asked (a reload keeps the session, issue #29): pasted, it unlocks.
  await page.getByRole('button', { name: 'Sign out' }).first().click();
  const unlock = page.getByRole('form', { name: 'Remembered accounts' });
  const passphrase = unlock.getByLabel('Passphrase');
  await expect(passphrase).toHaveAttribute('autocomplete', 'current-password');
  await paste(page, passphrase, PASSPHRASE);
  await expect(passphrase).toHaveValue(PASSPHRASE);
  await unlock.getByRole('button', { name: 'Unlock' }).click();
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible({ timeout: 20_000 });
});

/** Signed in with a funded card and a pending 3-D Secure check. */
async function signedInWithChallenge(page: Page) {
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  const seed = await createAccount(page, 300);
  await page.evaluate(async (s) => {
    const headers = { 'Content-Type': 'application/json', 'X-Seed': s };
    const cards = await fetch('/v1/api/cards', { headers }).then((r) => r.json());
    const card = cards.data[0].id;
    await fetch(`/v1/api/cards/${card}/fund`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ amount: 100 }),
    });
    await fetch('/v1/api/sandbox/purchases', {
      method: 'POST',
      headers,
      body: JSON.stringify({ card_id: card, amount: 7, three_ds: true }),
    });
  }, seed);
  await page.getByLabel('Seed').fill(seed);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible({ timeout: 20_000 });
}

test('the 3-D Secure code takes a paste as people copy it', async ({ page }) => {
  await signedInWithChallenge(page);
  // The code as an authenticator or a message groups it: "123 456".
  await page.goto('/3ds');
  await page.getByRole('button', { name: 'Show code' }).click();
  const otp = (await page.getByTestId('otp').textContent())!.trim();
  expect(otp).toMatch(/^\d{6}$/);
  await page.getByRole('button', { name: 'Sandbox', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Sandbox' });
  const code = panel.getByLabel('One-time code');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await paste(page, code, `${otp.slice(0, 3)} ${otp.slice(3)}`);
  await expect(code).toHaveValue(otp);
  await panel.getByRole('button', { name: 'Pay' }).click();
  await expect(panel.getByText('Paid: $7.00 authorized.')).toBeVisible();
});

test('the last four digits take a paste of the number as the card page shows it', async ({
  page,
}) => {
  await signedInWithChallenge(page);
  // The last four as the card page shows the number: "•••• 4242".
  await page.goto('/cards');
  await page
    .getByRole('link', { name: /My first card/ })
    .filter({ visible: true })
    .first()
    .click();
  await page.getByRole('button', { name: 'Terminate', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /Terminate/ });
  const confirm = dialog.getByLabel(/^Type \d{4} to confirm$/);
  const label = await dialog.getByText(/^Type \d{4} to confirm$/).textContent();
  const last4 = /\d{4}/.exec(label ?? '')![0];
  await paste(page, confirm, `•••• ${last4}`);
  await expect(confirm).toHaveValue(last4);
  await dialog.getByRole('button', { name: 'Terminate card' }).click();
  await expect(
    page
      .getByRole('dialog', { name: 'Card terminated' })
      .getByText(`•••• ${last4} is terminated.`, {
        exact: false,
      }),
  ).toBeVisible();
});
