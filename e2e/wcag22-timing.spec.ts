import { expect, test } from '@playwright/test';
import { accountBeforeLoad } from './support/account';
import { overviewShown } from './support/journeys';

/**
 * WCAG 2.2.1 Timing adjustable (issue #27): a minute before the auto-lock (15 minutes by default)
 * the app warns, announced and focused, and one key press keeps the session.
 */
test('the auto-lock warns a minute ahead and "Stay signed in" keeps the session', async ({
  page,
}) => {
  await page.clock.install();
  await accountBeforeLoad(page);
  await page.goto('/');
  await overviewShown(page);

  await page.clock.fastForward('13:50');
  await expect(page.getByRole('alertdialog')).toBeHidden();
  await page.clock.fastForward('00:20');
  const warning = page.getByRole('alertdialog', { name: 'Are you still there?' });
  await expect(warning).toBeVisible();
  await expect(warning).toHaveAccessibleDescription(/signed out in one minute/);
  await expect(warning.getByRole('button', { name: 'Stay signed in' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(warning).toBeHidden();

  // The 15 minutes start again: at what would have been the lock, still signed in.
  await page.clock.fastForward('01:00');
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  await expect(warning).toBeHidden();

  // Unanswered, the next warning ends in the lock, as before.
  await page.clock.fastForward('13:10');
  await expect(warning).toBeVisible();
  await page.clock.fastForward('01:00');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByText(/without activity/)).toBeVisible();
});
