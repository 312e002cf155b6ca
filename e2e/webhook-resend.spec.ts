import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { signInWithNewAccount } from './support/journeys';

/** Issue #31 item 4 (decision 021): Send example and Resend in the delivery log, by keyboard. */
test('send an example event, then resend it, by keyboard; on a phone too', async ({ page }) => {
  await signInWithNewAccount(page, 100);
  await page.goto('/webhooks');
  const register = page.getByRole('form', { name: 'Register a webhook' });
  await register.getByLabel('Endpoint URL').fill('https://hooks.example.com/in');
  await register.getByLabel('All events, including ones added later').uncheck();
  await register.getByLabel('card.frozen').check();
  await register.getByRole('button', { name: 'Register endpoint' }).click();
  await page.getByRole('button', { name: 'I stored the secret — done' }).click();

  // An example of an event the endpoint does not subscribe to still goes to it.
  const form = page.getByRole('form', { name: 'Send an example event' });
  await expect(form.getByLabel('Endpoint')).toHaveValue(/^wh_/);
  await form.getByLabel('Event').selectOption('transaction.refunded');
  await form.getByLabel('Event').focus();
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Send example' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(form.getByRole('status')).toContainText(
    /Example transaction\.refunded sent as dlv_/,
  );
  const log = page.getByRole('list', { name: 'Deliveries' });
  await expect(log.getByRole('listitem')).toHaveCount(1);
  await expect(
    log.getByRole('listitem').first().getByText('example', { exact: true }),
  ).toBeVisible();

  // Open the delivery and resend it, by keyboard.
  const summary = log.locator('summary').first();
  await summary.focus();
  await page.keyboard.press('Enter');
  const resend = log.getByRole('button', { name: 'Resend' });
  await resend.focus();
  await page.keyboard.press('Enter');
  await expect(log.getByText(/Resent as a new delivery \(dlv_\w+\)/)).toBeVisible();
  await expect(log.getByRole('listitem')).toHaveCount(2);
  await expect(
    log.getByRole('listitem').first().getByText('resent', { exact: true }),
  ).toBeVisible();
  await expectAccessible(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(form.getByRole('button', { name: 'Send example' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
