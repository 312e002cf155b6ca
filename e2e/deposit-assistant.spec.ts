import { expect, test, type Page } from '@playwright/test';
import { apiCall } from './support/journeys';

// Issue #32 item 3, the deposit assistant (decision 027): before sending, the network, the minimum
// and the look-alike warning; after, each deposit's timeline; in trouble, the cause and a message
// for support — on the sandbox's scenario data.

/** Signs in to a new account made from `scenario` (funded in `asset`), on the Deposits page. */
async function openScenario(page: Page, scenario: string, asset: string) {
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  const made = await apiCall<{ seed: string }>(
    page,
    null,
    'POST',
    `/sandbox/scenarios/${scenario}/accounts`,
    { asset },
  );
  await page.getByLabel('Seed').fill(made.seed);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Deposits' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Deposits' })).toBeVisible();
  return made.seed;
}

const confirmationsOf = (page: Page) =>
  page
    .getByRole('list', { name: 'Progress of this deposit' })
    .first()
    .getByRole('progressbar')
    .evaluate((bar) => (bar as HTMLProgressElement).value);

test('before sending: the network, the minimum and the look-alike Tether come before the address', async ({
  page,
}) => {
  await openScenario(page, 'new-account-waiting-deposit', 'USDT-ERC20');
  const card = page.getByRole('region', { name: 'Tether on Ethereum (USDT-ERC20)' });
  await expect(card.getByText('Check the network: look-alike coins')).toBeVisible();
  await expect(card.getByText(/Tether on Solana \(USDT-SOL\) looks the same/)).toContainText(
    'This address takes USDT-ERC20 on ERC-20 only',
  );
  const text = (await card.textContent())!;
  const address = text.search(/0x[0-9a-fA-F]{40}/);
  expect(address).toBeGreaterThan(0);
  for (const first of ['ERC-20', '10 USDT-ERC20', 'look-alike'])
    expect(text.indexOf(first)).toBeLessThan(address);
});

test('a pending deposit advances on its timeline until it is credited', async ({ page }) => {
  const seed = await openScenario(page, 'new-account-waiting-deposit', 'USDT-ERC20');
  const timeline = page.getByRole('list', { name: 'Progress of this deposit' }).first();
  await expect(timeline.getByText('Seen on the network')).toBeVisible();
  await expect(timeline.getByText(/^(Waiting: )?\d+ of 12 confirmations$/)).toBeVisible();
  await expect(timeline.getByText(/^Credited: \$\d+\.\d\d once confirmed$/)).toBeVisible();
  const before = await confirmationsOf(page);
  expect(before).toBeLessThan(8);

  // 20 s on the account clock is 4 blocks of 5 s; the list polls while a deposit is pending.
  await apiCall(page, seed, 'POST', '/sandbox/clock/advance', { seconds: 20 });
  await expect
    .poll(() => confirmationsOf(page), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(before + 4);
  await expect(timeline.getByText(/^\d+ of 12 confirmations$/)).toBeVisible();

  await page.getByRole('button', { name: 'Sandbox', exact: true }).click();
  const clock = page.getByRole('dialog', { name: 'Sandbox' }).getByRole('region', {
    name: 'Account clock',
  });
  await clock.getByRole('button', { name: 'Advance the clock 5 minutes' }).click();
  await expect(clock.getByText('Deposits confirmed: 1')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(timeline.getByText('12 of 12 confirmations')).toBeVisible();
  await expect(timeline.getByText(/^Credited \$\d+\.\d\d · /)).toBeVisible();
  await expect(page.getByRole('region', { name: /Taking longer|Below the minimum/ })).toHaveCount(
    0,
  );
});

test('busy month: the $4 USDT deposit below the minimum says why and copies a support message', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openScenario(page, 'busy-month', 'USDT-ERC20');
  const row = page
    .getByRole('list', { name: 'Deposits' })
    .locator(':scope > li')
    .filter({ has: page.getByRole('region', { name: 'Below the minimum deposit' }) });
  await expect(row).toHaveCount(1);
  await expect(
    row.getByRole('list', { name: 'Progress of this deposit' }).getByText(/^Not credited · /),
  ).toBeVisible();
  const help = row.getByRole('region', { name: 'Below the minimum deposit' });
  await expect(help).toContainText(
    /is below the minimum deposit of 10 USDT-ERC20, so it was not credited/,
  );
  const shown = (await help
    .getByRole('figure', { name: 'Message for support' })
    .locator('pre')
    .textContent())!;
  await help.getByRole('button', { name: 'Copy support message' }).click();
  await expect(help.getByText('Copied', { exact: true })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(shown);
  expect(copied).toContain('Asset: Tether on Ethereum (USDT-ERC20)');
  expect(copied).toContain('Network: ERC-20');
  expect(copied).toMatch(/Address: 0x[0-9a-fA-F]{40}/);
  expect(copied).toMatch(/Amount: 4(\.0+)? USDT-ERC20 \(\$4\.00\)/);
  expect(copied).toMatch(/Transaction hash: 0x[0-9a-f]{64}/);
});
