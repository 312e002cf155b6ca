import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../lib/session';
import { renderApp } from '../test/render';
import { setupTestSandbox } from '../test/sandbox';

afterEach(() => vi.useRealTimers());

/** Signed in on the overview, the clock faked from here on. */
async function signedIn() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const sandbox = setupTestSandbox();
  const { seed } = await sandbox.activeAccount(40);
  sessionStore.signIn(seed);
  const app = renderApp('/');
  expect(await screen.findByText('Total deposited')).toBeInTheDocument();
  return { ...app, seed };
}

// WCAG 2.2.1 Timing adjustable (issue #27): the auto-lock (15 minutes by default) warns a minute
// ahead and lets the person stay signed in.
describe('auto-lock warning', () => {
  it('warns a minute ahead; "Stay signed in" starts the 15 minutes again', async () => {
    const { seed } = await signedIn();
    act(() => vi.advanceTimersByTime(13 * 60_000 + 50_000));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(15_000));
    const warning = await screen.findByRole('alertdialog', { name: 'Are you still there?' });
    expect(warning).toHaveAccessibleDescription(/signed out in one minute/);
    const stay = screen.getByRole('button', { name: 'Stay signed in' });
    expect(stay).toHaveFocus();

    // A key pressed on the page behind is no answer: the lock still comes.
    fireEvent.keyDown(window, { key: 'a' });
    act(() => vi.advanceTimersByTime(30_000));
    expect(sessionStore.getSeed()).toBe(seed);
    fireEvent.click(stay);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    // 14 minutes later still signed in and not warned; the warning comes again after 14, the
    // lock after 15.
    act(() => vi.advanceTimersByTime(13 * 60_000 + 50_000));
    expect(sessionStore.getSeed()).toBe(seed);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(15_000));
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(60_000));
    await waitFor(() => expect(sessionStore.get().ended).toBe('locked'));
  });

  it('without an answer it locks at 15 minutes, as before', async () => {
    const { router } = await signedIn();
    act(() => vi.advanceTimersByTime(14 * 60_000 + 5_000));
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(50_000));
    expect(sessionStore.getSeed()).not.toBeNull();
    act(() => vi.advanceTimersByTime(10_000));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(sessionStore.get().ended).toBe('locked');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('"Sign out now" signs out at once', async () => {
    const { router } = await signedIn();
    act(() => vi.advanceTimersByTime(14 * 60_000 + 5_000));
    await screen.findByRole('alertdialog');
    fireEvent.click(screen.getByRole('button', { name: 'Sign out now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(sessionStore.getSeed()).toBeNull();
  });
});
