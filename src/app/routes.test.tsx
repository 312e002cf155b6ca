import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../lib/session';
import { preloadLazy } from '../test/preload';
import { renderApp } from '../test/render';
import { setupTestSandbox } from '../test/sandbox';

// Every page the tests open, loaded first: a findBy… waits for what the page shows, not its code.
preloadLazy({
  pages: [
    'welcome',
    'signIn',
    'overview',
    'cards',
    'cardDetail',
    'transactions',
    'deposits',
    'threeDs',
    'webhooks',
    'settings',
    'notFound',
  ],
});

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

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

afterEach(() => vi.restoreAllMocks());

describe('routes (moved from e2e/routes.spec.ts)', () => {
  it('signed out, the public pages render and the others ask to sign in', async () => {
    setupTestSandbox();
    const welcome = renderApp('/');
    expect(await heading('Get a seed and a card')).toBeVisible();
    welcome.unmount();

    const signIn = renderApp('/sign-in');
    expect(await heading('Sign in')).toBeVisible();
    signIn.unmount();

    const { router } = renderApp('/transactions?type=refund');
    expect(await heading('Sign in')).toBeVisible();
    // The page asked for comes back after signing in, its filters included.
    const next = () => new URLSearchParams(router.state.location.search).get('next');
    await waitFor(() => expect(next()).toBe('/transactions?type=refund'));
  });

  it('signed in, every route renders its heading without an error', async () => {
    // React reports a render error, a missing key or a bad prop through console.error. Its
    // notices about the test's act() environment are the runner's, not the app's: they come with
    // updates while a findBy… waits (React Testing Library turns act's checks off then).
    const errors: unknown[] = [];
    vi.spyOn(console, 'error').mockImplementation((message: unknown) => {
      if (!/testing environment is not configured to support act/.test(String(message)))
        errors.push(message);
    });
    const sandbox = setupTestSandbox();
    const { seed, cardId } = await sandbox.activeAccount(100);
    sessionStore.signIn(seed);
    const { router } = renderApp('/');
    for (const { path, heading: name } of [
      ...pages,
      { path: `/cards/${cardId}`, heading: 'My first card' },
    ]) {
      await act(() => router.navigate(path));
      // A name as a string matches the whole heading ("Cards", not "Cards" in "My first card").
      expect(await heading(name)).toBeVisible();
    }
    expect(errors).toEqual([]);
    // Nine pages, each with its data: 4.4-6.5 s measured beside other test runs (load 15-18 on
    // two cores), so not the 15 s default.
  }, 45_000);

  it('the navigation reaches every section by clicking', async () => {
    const sandbox = setupTestSandbox();
    const { seed } = await sandbox.activeAccount(100);
    sessionStore.signIn(seed);
    const user = userEvent.setup();
    renderApp('/');
    await heading('Overview');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const [link, name] of [
      ['Cards', 'Cards'],
      ['Transactions', 'Transactions'],
      ['Deposits', 'Deposits'],
      ['3DS', '3-D Secure'],
      ['Webhooks', 'Webhooks'],
      ['Settings', 'Settings'],
      ['Overview', 'Overview'],
    ] as const) {
      await user.click(within(nav).getByRole('link', { name: link }));
      expect(await heading(name)).toBeVisible();
    }
    // Seven pages, each with its data: 7-10 s measured beside other test runs (load 15-18).
  }, 45_000);
});
