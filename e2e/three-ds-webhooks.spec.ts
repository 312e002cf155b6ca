import { expect, test } from '@playwright/test';
import { signInWithNewAccount } from './support/journeys';

test('a 3-D Secure purchase appears without a reload; its code completes the checkout', async ({
  page,
}) => {
  await signInWithNewAccount(page, 200);
  await page.getByRole('link', { name: /My first card/ }).click();
  await page.getByRole('button', { name: 'Fund', exact: true }).click();
  await page.getByRole('dialog').getByLabel('Amount (USD)').fill('100');
  await page.getByRole('dialog').getByRole('button', { name: 'Fund card' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: '3DS' }).click();
  await expect(page.getByText('Nothing to approve')).toBeVisible();

  await page.getByRole('button', { name: 'Sandbox' }).click();
  const panel = page.getByRole('dialog', { name: 'Sandbox' });
  await panel
    .getByLabel('Merchant', { exact: true })
    .selectOption({ label: 'Zalando (e-commerce, DE) · MCC 5691' });
  await panel.getByLabel('Amount (USD)').nth(1).fill('49.90');
  await panel.getByLabel('Merchant asks for 3-D Secure').check();
  await panel.getByRole('button', { name: 'Simulate purchase' }).click();
  await expect(panel.getByText(/3-D Secure code sent/)).toBeVisible();
  await page.keyboard.press('Escape');

  // No reload: the inbox polls, the nav and the title count it, and the app says so.
  const challenge = page.getByRole('listitem', { name: 'Zalando, $49.90' });
  await expect(challenge).toBeVisible();
  await expect(page).toHaveTitle('(1) Virtual Cards');
  // On the inbox itself it is told to screen readers, not shown in a toast over it (issue #29).
  await expect(
    page.getByRole('status').filter({ hasText: '3-D Secure code requested: Zalando asks' }),
  ).toBeAttached();
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  await challenge.getByRole('button', { name: 'Show code' }).click();
  const otp = (await challenge.getByTestId('otp').textContent())!;
  expect(otp).toMatch(/^\d{6}$/);

  await page.getByRole('button', { name: 'Sandbox' }).click();
  await panel.getByLabel('One-time code').fill(otp);
  await panel.getByRole('button', { name: 'Pay' }).click();
  await expect(panel.getByText('Paid: $49.90 authorized.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByText('Nothing to approve')).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Past challenges' }).getByText('completed'),
  ).toBeVisible();
  await expect(page).toHaveTitle('Virtual Cards');

  await page.goto('/transactions?type=authorization');
  await expect(page.getByRole('list', { name: 'Transactions' }).getByText('Zalando')).toBeVisible();
});

test('register a webhook, see its secret once, trigger an event, see the delivery, delete it', async ({
  page,
}) => {
  await signInWithNewAccount(page, 100);
  await page.goto('/webhooks');
  const form = page.getByRole('form', { name: 'Register a webhook' });
  await form.getByLabel('Endpoint URL').fill('http://insecure.example/hook');
  await form.getByRole('button', { name: 'Register endpoint' }).click();
  await expect(form.getByText('The URL must start with https://')).toBeVisible();
  await form.getByLabel('Endpoint URL').fill('https://hooks.example.com/cards');
  await form.getByLabel('All events, including ones added later').uncheck();
  await form.getByLabel('card.frozen').check();
  await form.getByRole('button', { name: 'Register endpoint' }).click();
  const secret = (await page.getByTestId('webhook-secret').textContent())!;
  expect(secret).toMatch(/^whsec_/);
  await page.getByRole('button', { name: 'I stored the secret — done' }).click();
  await expect(page.getByTestId('webhook-secret')).toBeHidden();
  await page.reload();
  expect(await page.content()).not.toContain(secret);
  await expect(
    page
      .getByRole('list', { name: 'Webhook endpoints' })
      .getByText('https://hooks.example.com/cards'),
  ).toBeVisible();

  // Trigger card.frozen.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Cards' }).click();
  await page
    .getByRole('switch', { name: /Freeze My first card/ })
    .filter({ visible: true })
    .click();
  await expect(page.getByText('Card frozen')).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Webhooks' })
    .click();
  const log = page.getByRole('list', { name: 'Deliveries' });
  await expect(log.getByRole('listitem')).toHaveCount(1);
  await log.getByText('card.frozen', { exact: true }).click();
  await expect(log.getByText('X-Webhook-Signature')).toBeVisible();

  await page.getByRole('button', { name: 'Delete https://hooks.example.com/cards' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete endpoint' }).click();
  await expect(page.getByText('No endpoints yet')).toBeVisible();
});
