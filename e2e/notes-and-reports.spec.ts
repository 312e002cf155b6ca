import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { apiCall, PASSPHRASE, remember } from './support/journeys';

/** Notes, receipts and the problem report (issue #32 items 4 and 5, decision 029), in the demo. */

// A 1 × 1 PNG: a receipt the drawer shows as an image.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYPj/HwADAgH/2NjIzAAAAABJRU5ErkJggg==',
  'base64',
);
const NOTE = 'Taxi to the Lyon client, paid twice?';

test('a sealed note and receipt survive a reload, go in the CSV, and make a report to copy', async ({
  page,
  context,
}) => {
  // Two passphrase derivations (600,000 rounds), four axe audits, a reload and a download.
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  const { seed } = await apiCall<{ seed: string }>(
    page,
    null,
    'POST',
    '/sandbox/scenarios/busy-month/accounts',
    { asset: 'USDT-ERC20' },
  );
  await remember(page, seed, 'Trips', true);
  const { data } = await apiCall<{ data: { id: string; type: string }[] }>(
    page,
    seed,
    'GET',
    '/transactions?type=authorization&per_page=1',
  );
  const txnId = data[0]!.id;

  await page.goto(`/transactions?txn=${txnId}`);
  const drawer = page.getByRole('dialog');
  const section = drawer.getByRole('region', { name: 'Note and receipt' });
  await expect(section).toContainText('Kept on this device, encrypted with your passphrase.');
  await section.getByLabel('Note').fill(NOTE);
  await section.getByRole('button', { name: 'Save note' }).click();
  await expect(section.getByText('Note saved.')).toBeVisible();
  await section
    .getByLabel('Attach a receipt')
    .setInputFiles({ name: 'till.png', mimeType: 'image/png', buffer: PNG });
  await expect(section.getByRole('img', { name: 'Receipt: till.png' })).toBeVisible();
  await expectAccessible(page);

  // The session survives a reload without the vault key (decision 009): the passphrase opens them.
  await page.reload();
  await expect(section.getByText('Your notes are sealed.')).toBeVisible();
  await section.getByLabel('Passphrase').fill(PASSPHRASE);
  await section.getByRole('button', { name: 'Open notes' }).click();
  await expect(section.getByLabel('Note')).toHaveValue(NOTE);
  await expect(section.getByRole('img', { name: 'Receipt: till.png' })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = readFileSync((await (await downloading).path())!, 'utf8').split('\r\n');
  expect(csv[0]).toMatch(/,moves_money,note$/);
  expect(csv.find((line) => line.startsWith(`${txnId},`))).toMatch(
    /,"Taxi to the Lyon client, paid twice\?"$/,
  );

  await page.goto(`/transactions?txn=${txnId}`);
  await drawer.getByRole('link', { name: 'Report a problem' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Report a problem' })).toBeVisible();
  const report = page.getByRole('article', { name: 'Problem with a card transaction' });
  await expect(report.getByRole('img', { name: 'Receipt: till.png' })).toBeVisible();
  await expect(report).toContainText(NOTE);
  await expect(page.getByText(/send it to your card provider's support/)).toBeVisible();
  await page.getByRole('button', { name: 'Copy report' }).click();
  await expect(page.getByText('Copied', { exact: true })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('Problem with a card transaction');
  expect(copied).toContain(`Transaction id: ${txnId}`);
  expect(copied).toMatch(/Card: .+ •••• \d{4}/);
  expect(copied).toContain(`My note:\n${NOTE}`);
  expect(copied).toContain('Receipt attached: till.png');
  expect(copied).not.toMatch(/\d{13,19}/);
  await expectAccessible(page);
});
