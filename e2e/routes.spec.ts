import { expect, test } from './support/test';

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

// Signed out, the public pages and the sign-in redirect (with `next`), and the navigation's links
// are component tests: src/app/routes.test.tsx. What stays here needs the built app in a browser:
// a full load of each route (prerendered frames adopted, production chunks, the browser's console).
test('signed in, every route of the built app renders without errors', async ({
  page,
  account,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const all = [...pages, { path: `/cards/${account.cardId}`, heading: 'My first card' }];
  for (const { path, heading } of all) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  }
  expect(errors).toEqual([]);
});
