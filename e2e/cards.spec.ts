import { expect, test, type Page } from '@playwright/test';
import { signInWithNewAccount } from './support/journeys';

const walletChip = (page: Page) => page.getByRole('link', { name: /^Wallet balance/ });

async function createCard(page: Page, bin: string, amount: string, label: string) {
  await page.goto('/cards');
  await page.getByRole('button', { name: 'New card' }).click();
  const dialog = page.getByRole('dialog', { name: 'New card' });
  await dialog.getByRole('radio', { name: new RegExp(bin) }).check({ force: true });
  await dialog.getByLabel('Initial amount (USD)').fill(amount);
  await dialog.getByLabel('Label').fill(label);
  await dialog.getByRole('button', { name: 'Create card' }).click();
  await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
}

test('create a card from the funded wallet', async ({ page }) => {
  await signInWithNewAccount(page, 500);
  await createCard(page, '531993', '120.50', 'Search ads');
  await expect(page.getByText('Mastercard •••• ')).toBeVisible();
  await expect(walletChip(page)).toHaveAccessibleName('Wallet balance $379.50');
});

test('reveal the details, copy the PAN, watch them hide and leave the DOM', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.clock.install();
  await signInWithNewAccount(page, 100);
  await page.getByRole('link', { name: /My first card/ }).click();
  await page.getByRole('button', { name: 'Reveal card details' }).click();
  const number = page.getByText(/^\d{4} \d{4} \d{4} \d{4}$/);
  await expect(number).toBeVisible();
  const pan = (await number.textContent())!.replace(/ /g, '');
  await page.getByRole('button', { name: 'Copy card number' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(pan);
  // The clock runs (installed, not paused: the demo's requests need timers), so on a busy machine
  // some seconds pass between the reveal and this line: a countdown of at most 30 s is shown.
  await expect(page.getByText(/^Hiding in ([1-9]|[12]\d|30) s$/)).toBeVisible();
  await page.clock.fastForward(31_000);
  await expect(page.getByRole('button', { name: 'Reveal card details' })).toBeVisible();
  expect(await page.content()).not.toContain(pan);
  expect(
    await page.evaluate(() => JSON.stringify(localStorage) + JSON.stringify(sessionStorage)),
  ).not.toContain(pan);
});

test('freeze → a simulated purchase is declined → unfreeze → it is authorized', async ({
  page,
}) => {
  await signInWithNewAccount(page, 200);
  await page.getByRole('link', { name: /My first card/ }).click();
  await page.getByRole('button', { name: 'Fund', exact: true }).click();
  await page.getByRole('dialog').getByLabel('Amount (USD)').fill('50');
  await page.getByRole('dialog').getByRole('button', { name: 'Fund card' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.getByRole('button', { name: 'Freeze' }).click();
  await expect(page.getByText('Frozen: every purchase is declined.')).toBeVisible();

  const purchase = async () => {
    await page.getByRole('button', { name: 'Sandbox' }).click();
    const panel = page.getByRole('dialog', { name: 'Sandbox' });
    await panel.getByLabel('Amount (USD)').nth(1).fill('12');
    await panel.getByRole('button', { name: 'Simulate purchase' }).click();
    // The simulator's answer, not the settle/refund rows' states below it.
    const outcome = panel.getByText(/^(Declined: |Authorized \$)/);
    await expect(outcome).toBeVisible();
    const text = await outcome.textContent();
    await page.keyboard.press('Escape');
    return text;
  };
  expect(await purchase()).toBe('Declined: The card is frozen.');
  await page.getByRole('button', { name: 'Unfreeze' }).click();
  await expect(page.getByText('Frozen: every purchase is declined.')).toBeHidden();
  expect(await purchase()).toMatch(/^Authorized \$12\.00/);
  await expect(
    page
      .getByRole('region', { name: 'Recent transactions' })
      .getByText('Declined', { exact: true }),
  ).toBeVisible();
});

test('fund with a double click moves money once; withdraw; terminate refunds the wallet', async ({
  page,
}) => {
  await signInWithNewAccount(page, 300);
  await page.getByRole('link', { name: /My first card/ }).click();
  await page.getByRole('button', { name: 'Fund', exact: true }).click();
  const fund = page.getByRole('dialog');
  await fund.getByLabel('Amount (USD)').fill('100');
  await fund.getByRole('button', { name: 'Fund card' }).dblclick();
  await expect(fund).toBeHidden();
  await expect(walletChip(page)).toHaveAccessibleName('Wallet balance $200.00');
  await expect(page.getByText('$100.00').first()).toBeVisible();

  await page.getByRole('button', { name: 'Withdraw' }).click();
  const withdraw = page.getByRole('dialog');
  await withdraw.getByLabel('Amount (USD)').fill('30');
  await withdraw.getByRole('button', { name: 'Withdraw' }).click();
  await expect(withdraw).toBeHidden();
  await expect(walletChip(page)).toHaveAccessibleName('Wallet balance $230.00');

  await page.getByRole('button', { name: 'Terminate' }).click();
  const terminate = page.getByRole('dialog');
  const last4 = (await page
    .getByRole('heading', { level: 1 })
    .locator('xpath=following-sibling::p')
    .textContent())!.match(/•••• (\d{4})/)![1]!;
  await terminate.getByLabel(`Type ${last4} to confirm`).fill(last4);
  await terminate.getByRole('button', { name: 'Terminate card' }).click();
  await expect(
    terminate.getByText('$70.00 went back to your wallet.', { exact: false }),
  ).toBeVisible();
  await terminate.getByRole('button', { name: 'Done' }).click();
  await expect(walletChip(page)).toHaveAccessibleName('Wallet balance $300.00');
  await expect(page.getByText('This card is terminated.', { exact: false })).toBeVisible();
});

test('list filters and sort survive a reload via the URL', async ({ page }) => {
  await signInWithNewAccount(page, 500);
  await createCard(page, '426684', '50', 'AWS ads');
  await createCard(page, '485932', '10', 'Meta ads');
  await page.goto('/cards');
  await page.getByLabel('Sort').selectOption('balance:desc');
  await page.getByLabel('Search label').fill('ads');
  await page.getByLabel('Status').selectOption('active');
  await expect(page).toHaveURL(/status=active/);
  await expect(page).toHaveURL(/sort=balance/);
  await expect(page).toHaveURL(/label=ads/);
  const names = () =>
    page
      .getByRole('table', { name: 'Cards' })
      .locator('tbody tr td:first-child span.block')
      .allTextContents();
  await expect.poll(names).toEqual(['AWS ads', 'Meta ads']);
  await page.reload();
  await expect(page.getByLabel('Sort')).toHaveValue('balance:desc');
  await expect(page.getByLabel('Status')).toHaveValue('active');
  await expect(page.getByLabel('Search label')).toHaveValue('ads');
  await expect.poll(names).toEqual(['AWS ads', 'Meta ads']);
  await page.getByLabel('Sort').selectOption('balance:asc');
  await expect.poll(names).toEqual(['Meta ads', 'AWS ads']);
  await page.goBack();
  await expect(page.getByLabel('Sort')).toHaveValue('balance:desc');
});

test('saving a new label confirms it (the settings form remounts with the renamed card)', async ({
  page,
}) => {
  await signInWithNewAccount(page, 50);
  await page.getByRole('link', { name: /My first card/ }).click();
  const form = page.getByRole('form', { name: 'Card settings' });
  await form.getByLabel('Label').fill('Travel');
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Travel' })).toBeVisible();
  await expect(page.getByText('Card settings saved')).toBeVisible();
});
