import { expect, test } from '@playwright/test';
import { signInWithNewAccount } from './support/journeys';

const pages = [
  { path: '/', heading: 'Overview' },
  { path: '/cards', heading: 'Cards' },
  { path: '/transactions', heading: 'Transactions' },
  { path: '/deposits', heading: 'Deposits' },
  { path: '/3ds', heading: '3-D Secure' },
  { path: '/webhooks', heading: 'Webhooks' },
  { path: '/settings', heading: 'Settings' },
  { path: '/no-such-page', heading: 'Page not found' },
];

test('signed out, the public pages render and the others ask to sign in', async ({ page }) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Get a seed and a card' }),
  ).toBeVisible();
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.goto('/transactions?type=refund');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('next')).toBe('/transactions?type=refund');
});

test('signed in, every route of the built app renders without errors', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const seed = await signInWithNewAccount(page);
  const card = await page.evaluate(
    (s) => fetch('/v1/api/cards', { headers: { 'X-Seed': s } }).then((r) => r.json()),
    seed,
  );
  const all = [...pages, { path: `/cards/${card.data[0].id}`, heading: 'My first card' }];
  for (const { path, heading } of all) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test('the navigation reaches every section by clicking', async ({ page }) => {
  await signInWithNewAccount(page);
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
