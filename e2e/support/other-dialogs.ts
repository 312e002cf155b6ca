import { expect, type Page } from '@playwright/test';
import { createAccount, openMore, remember } from './journeys';
import { settled, type Check } from './places';

/**
 * The dialogs and menus `everyPlace` leaves out: leaving an unstored seed, the account switcher
 * and its unlock, forgetting remembered accounts, resetting the demo, funding from the overview,
 * a calendar and a webhook's one-time secret.
 */
export async function everyOtherDialog(page: Page, check: Check) {
  await page.goto('/welcome');
  await page.getByRole('button', { name: 'Generate my seed and card' }).click();
  await page.getByTestId('seed').waitFor();
  await page.getByRole('banner').getByRole('link').first().click();
  await page.getByRole('dialog', { name: 'Leave without storing your seed?' }).waitFor();
  await check('leave without storing the seed');
  await page.keyboard.press('Escape');

  // Two remembered accounts, then a third, not remembered: switching needs the passphrase.
  await page.goto('/sign-in');
  await settled(page);
  const [travel, ads, other] = [
    await createAccount(page, 100),
    await createAccount(page, 100),
    await createAccount(page, 100),
  ];
  for (const [seed, name, first] of [
    [travel, 'Travel', true],
    [ads, 'Ads', false],
  ] as const) {
    await remember(page, seed, name, first);
    await openPhoneMenu(page);
    await page.getByRole('button', { name: 'Sign out' }).filter({ visible: true }).click();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  }
  await page.getByLabel('Seed').fill(other);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  // In the header on a laptop, in the navigation menu on a phone.
  if (!(await openPhoneMenu(page))) await page.getByRole('button', { name: /^Account:/ }).click();
  const travelItem = page
    .getByRole('button', { name: 'Switch to Travel' })
    .filter({ visible: true });
  await travelItem.waitFor();
  await check('account switcher');
  // On a phone the Tab walk's focus, leaving More's panel, closed it (issue #48): open it again.
  if (!(await travelItem.isVisible())) await openPhoneMenu(page);
  await travelItem.click();
  await page.getByRole('dialog', { name: 'Unlock Travel' }).waitFor();
  await check('unlock dialog');
  await page.keyboard.press('Escape');

  await page.goto('/settings');
  await settled(page);
  await page.getByRole('button', { name: 'Forget Travel' }).click();
  await page.getByRole('dialog', { name: 'Forget Travel on this device?' }).waitFor();
  await check('forget one account dialog');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Forget all remembered accounts' }).click();
  await page.getByRole('dialog', { name: 'Forget every remembered account?' }).waitFor();
  await check('forget every account dialog');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Reset demo data' }).click();
  await page.getByRole('dialog', { name: 'Reset all demo data?' }).waitFor();
  await check('reset demo dialog');
  await page.keyboard.press('Escape');

  await page.goto('/');
  await settled(page);
  await page.getByRole('main').getByRole('button', { name: 'Fund a card' }).click();
  await page.getByRole('dialog', { name: 'Fund which card?' }).waitFor();
  await check('fund which card dialog');
  await page.keyboard.press('Escape');

  await page.goto('/transactions');
  await settled(page);
  // The filters are chips (decision 031): "+ Add filter" opens a menu of their kinds, each kind
  // an editor in a dialog (a bottom sheet on a phone); the date's holds the calendars.
  await page.getByRole('button', { name: 'Add filter' }).click();
  await page.getByRole('menu').waitFor();
  await check('add filter menu');
  // Tab leaves a menu, and closes it (the ARIA menu button): open it again to choose.
  if (!(await page.getByRole('menu').isVisible()))
    await page.getByRole('button', { name: 'Add filter' }).click();
  await page.getByRole('menuitem', { name: 'Date' }).click();
  await page.getByRole('dialog', { name: 'Date' }).waitFor();
  await check('date filter editor');
  await page.getByRole('button', { name: /^From / }).click();
  await page.getByRole('dialog', { name: 'From' }).getByRole('grid').waitFor();
  await check('calendar dialog');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');

  await page.goto('/webhooks');
  await settled(page);
  await page.getByLabel('Endpoint URL').fill('https://hooks.example.com/secret');
  await page.getByRole('button', { name: 'Register endpoint' }).click();
  await page.getByTestId('webhook-secret').waitFor();
  await check('webhook secret');
}

/** Opens the phone's More menu if the page has one (below 640 px); says whether it did. */
async function openPhoneMenu(page: Page): Promise<boolean> {
  // The tab bar's More (issue #48): the rest of the navigation, the accounts, Sign out.
  const menu = page.getByRole('button', { name: 'More' });
  if (!(await menu.isVisible())) return false;
  await openMore(page);
  return true;
}
