import { expect, test } from './support/test';
import { onboardingJourney } from './support/journeys';

/**
 * The smoke test of every engine (issue #46): a cardholder's first week by clicking, as the WebKit
 * journeys walk it in Safari's engine (e2e/webkit/journeys.test.ts). Generate a seed and a card,
 * fund it with a deposit, sign out and in, remember it; then reveal and hide the details, fund,
 * freeze and unfreeze the card, read a 3-D Secure code, sign out. Each page's own behaviour is
 * tested in components (src/**\/*.test.tsx); this holds them together in a real browser.
 */
test('a first week: generate, deposit, reveal, fund, freeze, a 3-D Secure code, sign out', async ({
  page,
}) => {
  // Measured 14–19 s in Chromium and 22–31 s in Firefox on 2 idle cores (2026-11-28); 3× that
  // for a machine whose cores are busy with other work.
  test.setTimeout(90_000);
  const seed = await onboardingJourney(page);

  await page.getByRole('link', { name: 'Cards', exact: true }).filter({ visible: true }).click();
  await page
    .getByRole('link', { name: /My first card/ })
    .filter({ visible: true })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'My first card' })).toBeVisible();

  await page.getByRole('button', { name: 'Reveal card details' }).click();
  const number = page.getByText(/^\d{4} \d{4} \d{4} \d{4}$/);
  await expect(number).toBeVisible();
  const pan = (await number.textContent())!.replace(/ /g, '');
  await page.getByRole('button', { name: 'Hide now' }).click();
  await expect(page.getByRole('button', { name: 'Reveal card details' })).toBeVisible();
  expect(await page.content()).not.toContain(pan);

  await page.getByRole('button', { name: 'Fund', exact: true }).click();
  const fund = page.getByRole('dialog', { name: /Fund/ });
  await fund.getByLabel('Amount (USD)').fill('100');
  await fund.getByRole('button', { name: 'Fund card' }).click();
  await expect(fund).toBeHidden();
  await expect(page.getByRole('link', { name: 'Wallet $48.00' })).toBeVisible();

  await page.getByRole('button', { name: 'Freeze', exact: true }).click();
  await expect(page.getByText('Frozen: every purchase is declined.')).toBeVisible();
  await page.getByRole('button', { name: 'Unfreeze', exact: true }).click();
  await expect(page.getByText('Frozen: every purchase is declined.')).toBeHidden();

  await page.getByRole('button', { name: 'Sandbox', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Sandbox' });
  await panel
    .getByRole('combobox', { name: 'Merchant', exact: true })
    .selectOption({ label: 'Zalando (e-commerce, DE) · MCC 5691' });
  // The deposit's amount comes first in the panel, the purchase's second.
  await panel.getByRole('textbox', { name: 'Amount (USD)', exact: true }).nth(1).fill('49.90');
  await panel.getByLabel('Merchant asks for 3-D Secure').check();
  await panel.getByRole('button', { name: 'Simulate purchase' }).click();
  await expect(panel.getByText(/3-D Secure code sent/)).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/3ds');
  await page.getByRole('button', { name: 'Show code' }).first().click();
  await expect(page.getByTestId('otp').first()).toHaveText(/^\s*\d{6}\s*$/);

  await page.getByRole('button', { name: 'Sign out' }).first().click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(
    await page.evaluate(() => JSON.stringify(localStorage) + JSON.stringify(sessionStorage)),
  ).not.toContain(seed);
});
