import type { Page } from '@playwright/test';
import { chromiumOnly, expect, test } from './support/test';
import { createAccount } from './support/journeys';

const VIRTUAL_AUTHENTICATOR = chromiumOnly(
  "Chromium's virtual WebAuthn authenticator is a DevTools-protocol command; Firefox over BiDi has none",
);

/**
 * A passkey unlocks the vault (WebAuthn PRF), with Chromium's virtual authenticator. WebAuthn does
 * not accept an IP address as the site, so this test uses http://localhost (a secure context).
 */
async function rememberedWithAuthenticator(page: Page, origin: string, hasPrf: boolean) {
  const client = await page.context().newCDPSession(page);
  await client.send('WebAuthn.enable');
  await client.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      hasPrf,
    },
  });
  await page.goto(`${origin}/sign-in`);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  const seed = await createAccount(page, 50);
  await page.getByLabel('Seed').fill(seed);
  await page.getByLabel('Remember on this device').check();
  await page.getByLabel('Account name').fill('Phone');
  await page.getByLabel('Choose a passphrase').fill('correct horse battery');
  await page.getByLabel('Passphrase again').fill('correct horse battery');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  // In the app: the vault key is in memory only, a full page load would drop it (decision 009).
  await page.getByRole('link', { name: 'Settings' }).first().click();
  return seed;
}

test(
  'a passkey added in Settings unlocks the remembered account after a sign-out',
  VIRTUAL_AUTHENTICATOR,
  async ({ page, baseURL }) => {
    const origin = baseURL!.replace('127.0.0.1', 'localhost');
    const seed = await rememberedWithAuthenticator(page, origin, true);
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(page.getByText('Passkey added')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove the passkey' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('vcs.vault'))).not.toContain(seed);

    // A reload keeps the session (issue #29); signing out drops the vault key.
    await page.getByRole('button', { name: 'Sign out' }).first().click();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await page.getByRole('button', { name: 'Unlock with a passkey' }).click();
    await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  },
);

test(
  'an authenticator without PRF is refused in words; the passphrase still unlocks',
  VIRTUAL_AUTHENTICATOR,
  async ({ page, baseURL }) => {
    const origin = baseURL!.replace('127.0.0.1', 'localhost');
    await rememberedWithAuthenticator(page, origin, false);
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(page.getByText(/does not support the PRF extension/)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('vcs.vault'))).not.toContain('passkey');
    await page.getByRole('button', { name: 'Sign out' }).first().click();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Unlock with a passkey' })).toHaveCount(0);
    await page.getByLabel('Passphrase').fill('correct horse battery');
    await page.getByRole('button', { name: 'Unlock' }).click();
    await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  },
);
