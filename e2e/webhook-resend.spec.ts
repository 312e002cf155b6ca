import { expect, test } from './support/test';

/**
 * Issue #31 item 4 (decision 021): Send example and Resend in the delivery log. The journey and its
 * assertions run as a component test (src/features/webhooks/send-and-resend-by-keyboard.test.tsx,
 * issue #46); what stays here is the browser's: Enter on a native <summary> opens the delivery,
 * and the page fits a phone's width with the log filled.
 */
test('a delivery opens by keyboard, and the log fits a phone', async ({
  page,
  account: _signedIn,
}) => {
  await page.goto('/webhooks');
  const register = page.getByRole('form', { name: 'Register a webhook' });
  await register.getByLabel('Endpoint URL').fill('https://hooks.example.com/in');
  await register.getByLabel('All events, including ones added later').uncheck();
  await register.getByLabel('card.frozen').check();
  await register.getByRole('button', { name: 'Register endpoint' }).click();
  await page.getByRole('button', { name: 'I stored the secret — done' }).click();

  const form = page.getByRole('form', { name: 'Send an example event' });
  await form.getByLabel('Event').selectOption('transaction.refunded');
  await form.getByRole('button', { name: 'Send example' }).click();
  const log = page.getByRole('list', { name: 'Deliveries' });
  await expect(log.getByRole('listitem')).toHaveCount(1);

  // Open the delivery and resend it, by keyboard.
  const summary = log.locator('summary').first();
  await summary.focus();
  await page.keyboard.press('Enter');
  const resend = log.getByRole('button', { name: 'Resend' });
  await expect(resend).toBeVisible();
  await resend.focus();
  await page.keyboard.press('Enter');
  await expect(log.getByRole('listitem')).toHaveCount(2);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(form.getByRole('button', { name: 'Send example' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
