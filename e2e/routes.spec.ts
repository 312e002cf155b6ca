import { expect, test } from '@playwright/test';

const pages = [
  { path: '/', heading: 'Overview' },
  { path: '/welcome', heading: 'Get a seed and a card' },
  { path: '/sign-in', heading: 'Sign in' },
  { path: '/cards', heading: 'Cards' },
  { path: '/cards/card_example', heading: 'Card' },
  { path: '/transactions', heading: 'Transactions' },
  { path: '/deposits', heading: 'Deposits' },
  { path: '/3ds', heading: '3-D Secure' },
  { path: '/webhooks', heading: 'Webhooks' },
  { path: '/settings', heading: 'Settings' },
  { path: '/no-such-page', heading: 'Page not found' },
];

test('every route of the built app renders without errors', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  for (const { path, heading } of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test('the navigation reaches every section by clicking', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [link, heading] of [
    ['Cards', 'Cards'],
    ['Transactions', 'Transactions'],
    ['Deposits', 'Deposits'],
    ['3DS', '3-D Secure'],
    ['Webhooks', 'Webhooks'],
    ['Settings', 'Settings'],
    ['Overview', 'Overview'],
  ] as const) {
    await nav.getByRole('link', { name: link, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  }
});
