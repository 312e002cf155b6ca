import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/session';
import { rememberAccount } from '../../lib/vault/vault';
import { preloadLazy } from '../../test/preload';
import { renderApp } from '../../test/render';
import { setupTestSandbox } from '../../test/sandbox';

preloadLazy({ pages: ['overview'], parts: [() => import('./unlock-dialog')] });

describe('account menu', () => {
  it('switching while the vault is locked asks its passphrase, refuses a wrong one, then switches and drops the old cache', async () => {
    const sandbox = setupTestSandbox();
    const travel = await sandbox.activeAccount(50);
    const other = await sandbox.activeAccount(80);
    await rememberAccount({
      seed: travel.seed,
      name: 'Travel',
      passphrase: 'correct horse',
      iterations: 1_000,
    });
    // Signed in with a seed typed for this tab only: the vault key is not held.
    sessionStore.signIn(other.seed);
    const user = userEvent.setup();
    const { queryClient } = renderApp('/');
    expect(await screen.findByRole('link', { name: 'Wallet $80.00' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Account:\s*This tab/ }));
    await user.click(screen.getByRole('button', { name: 'Switch to Travel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unlock Travel' });
    await user.type(within(dialog).getByLabelText('Passphrase'), 'wrong horse');
    await user.click(within(dialog).getByRole('button', { name: 'Unlock' }));
    expect(await within(dialog).findByText(/does not open the accounts/)).toBeInTheDocument();
    expect(sessionStore.getSeed()).toBe(other.seed);

    await user.type(within(dialog).getByLabelText('Passphrase'), 'correct horse');
    await user.click(within(dialog).getByRole('button', { name: 'Unlock' }));
    await waitFor(() => expect(sessionStore.getSeed()).toBe(travel.seed));
    expect(sessionStore.get().accountId).not.toBeNull();
    expect(sessionStore.vaultKey()).not.toBeNull();
    expect(await screen.findByRole('link', { name: 'Wallet $50.00' })).toBeInTheDocument();
    // Nothing of the other account is left in the cache.
    const cached = JSON.stringify(
      queryClient
        .getQueryCache()
        .getAll()
        .map((q) => q.state.data),
    );
    expect(cached).not.toContain('80.00');
    expect(cached).not.toContain('8000');
  });
});
