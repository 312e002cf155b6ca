import { expect, test } from '@playwright/test';
import { signInWithNewAccount } from './support/journeys';

test('signing out in one tab signs out every tab of the site', async ({ context }) => {
  const first = await context.newPage();
  const seed = await signInWithNewAccount(first);

  // A second tab of the same browser, signed in with the same seed.
  const second = await context.newPage();
  await second.goto('/sign-in');
  await second.getByLabel('Seed').fill(seed);
  await second.getByRole('button', { name: 'Sign in' }).click();
  await expect(second.getByRole('heading', { name: 'Overview' })).toBeVisible();

  await first.getByRole('button', { name: 'Sign out' }).first().click();
  await expect(first.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(second.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(second.getByText(/You signed out/)).toBeVisible();
  expect(await second.evaluate(() => sessionStorage.getItem('vcs.session.seed'))).toBeNull();
});
