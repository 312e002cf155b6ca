import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/session';
import { renderApp } from '../../test/render';
import { setupTestSandbox } from '../../test/sandbox';

describe('sign-in', () => {
  it('checks the seed format before sending anything', async () => {
    const sandbox = setupTestSandbox();
    const user = userEvent.setup();
    renderApp('/sign-in');
    await user.type(await screen.findByLabelText('Seed'), 'not-a-seed');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(/four groups of four/)).toBeInTheDocument();
    expect(sandbox.requests).toHaveLength(0);
    expect(screen.getByLabelText('Seed')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says when the service does not know the seed, and stays signed out', async () => {
    setupTestSandbox();
    const user = userEvent.setup();
    renderApp('/sign-in');
    await user.type(await screen.findByLabelText('Seed'), 'ABCD-EFGH-JKMN-PQRS');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText('This seed is unknown to the service. Check it and try again.'),
    ).toBeInTheDocument();
    expect(sessionStore.getSeed()).toBeNull();
  });

  it('signs in, returns to the page asked for, and keeps the seed out of localStorage', async () => {
    const sandbox = setupTestSandbox();
    const { seed } = await sandbox.activeAccount(50);
    const user = userEvent.setup();
    const { router } = renderApp('/deposits');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(router.state.location.search).toBe('?next=%2Fdeposits');
    // Typed in lower case: the sandbox accepts it (a provider's seeds may be lowercase hex), and
    // the seed is kept as the service accepted it.
    const typed = seed.toLowerCase();
    await user.type(await screen.findByLabelText('Seed'), typed);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/deposits'));
    expect(sessionStore.getSeed()).toBe(typed);
    expect(sessionStorage.getItem('vcs.session.seed')).toBe(typed);
    expect(JSON.stringify(localStorage).toLowerCase()).not.toContain(typed);
  });

  it('remembers the seed on this device only when asked, with a warning', async () => {
    const sandbox = setupTestSandbox();
    const { seed } = await sandbox.activeAccount(50);
    const user = userEvent.setup();
    renderApp('/sign-in');
    await user.type(await screen.findByLabelText('Seed'), seed);
    expect(screen.queryByText(/Anyone using this device/)).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Remember on this device'));
    expect(screen.getByText(/Anyone using this device/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(localStorage.getItem('vcs.remembered.seed')).toBe(seed));
    sessionStore.signOut();
    expect(localStorage.getItem('vcs.remembered.seed')).toBeNull();
    expect(sessionStorage.getItem('vcs.session.seed')).toBeNull();
  });

  it('ignores a next parameter that leaves the site', async () => {
    const sandbox = setupTestSandbox();
    const { seed } = await sandbox.activeAccount(50);
    const user = userEvent.setup();
    const { router } = renderApp('/sign-in?next=//evil.example/x');
    await user.type(await screen.findByLabelText('Seed'), seed);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
