import { act, cleanup, screen, waitFor } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../lib/session';
import { renderApp } from '../test/render';
import { setupTestSandbox } from '../test/sandbox';

afterEach(() => vi.useRealTimers());

/** The keys of the cached queries that still hold an answer (of the session that ended). */
const answersKept = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.data !== undefined)
    .map((q) => q.queryKey);

describe('session', () => {
  it('a 401 on any call signs out, clears the cache and returns to sign-in keeping the page', async () => {
    const sandbox = setupTestSandbox();
    const { seed } = await sandbox.activeAccount(40);
    sessionStore.signIn(seed);
    const { router, queryClient } = renderApp('/');
    expect(await screen.findByText('Total deposited')).toBeInTheDocument();
    expect(queryClient.getQueryCache().getAll().length).toBeGreaterThan(0);

    // The service forgets the account (as a revoked seed would be).
    await sandbox.api('POST', '/sandbox/reset', undefined, seed);
    await act(() => router.navigate('/cards?status=active'));
    // The next call of any kind (here: the header's wallet and 3DS queries) meets a 401.
    await act(() => queryClient.invalidateQueries());

    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(router.state.location.search).toBe(
      `?next=${encodeURIComponent('/cards?status=active')}`,
    );
    expect(await screen.findByText(/Your session ended/)).toBeInTheDocument();
    expect(sessionStore.getSeed()).toBeNull();
    expect(sessionStorage.getItem('vcs.session.seed')).toBeNull();
    expect(answersKept(queryClient)).toEqual([]);
  });

  it('sign out clears the seed and every cached answer', async () => {
    const sandbox = setupTestSandbox();
    const { seed } = await sandbox.activeAccount(40);
    sessionStore.signIn(seed);
    const user = userEvent.setup();
    const { router, queryClient } = renderApp('/');
    expect(await screen.findByText('Total deposited')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Sign out' })[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(await screen.findByText(/You signed out/)).toBeInTheDocument();
    // Observers may re-register (disabled) queries, but no answer of the old session is left.
    expect(answersKept(queryClient)).toEqual([]);
    expect(document.body.textContent).not.toContain(seed);
  });

  it('locks after 15 minutes without activity', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const sandbox = setupTestSandbox();
    const { seed } = await sandbox.activeAccount(40);
    sessionStore.signIn(seed);
    const { router } = renderApp('/');
    expect(await screen.findByText('Total deposited')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(14 * 60_000));
    expect(sessionStore.getSeed()).toBe(seed);
    act(() => vi.advanceTimersByTime(60_000 + 15_000));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(sessionStore.get().ended).toBe('locked');
    expect(await screen.findByText(/without activity/)).toBeInTheDocument();
  });

  it('a reload goes on counting the idle time: it does not start the 15 minutes again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const sandbox = setupTestSandbox();
    const { seed } = await sandbox.activeAccount(40);
    sessionStore.signIn(seed);
    renderApp('/');
    expect(await screen.findByText('Total deposited')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(10 * 60_000));
    // The page reloads after 10 idle minutes: still signed in, and locked 5 minutes later.
    cleanup();
    sessionStore.reload();
    const { router } = renderApp('/');
    expect(await screen.findByText('Total deposited')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5 * 60_000 + 15_000));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(sessionStore.get().ended).toBe('locked');
  });

  it('sends signed-out visitors of / to onboarding', async () => {
    setupTestSandbox();
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/welcome'));
  });
});
