import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../lib/paths';
import { sessionStore } from '../lib/session';
import { rememberAccount } from '../lib/vault/vault';
import { preloadLazy } from '../test/preload';
import { renderApp } from '../test/render';
import { setupTestSandbox } from '../test/sandbox';

// jsdom has no IndexedDB: the sealed records live in a Map for the file's life, as a device keeps them.
vi.mock('../lib/notes/idb-records', () => import('../test/memory-note-records'));

// Not the notes' part: the drawer loads it after the reload, as a page would (the key must be
// kept before any of the notes' code has loaded).
preloadLazy({ pages: ['overview', 'transactions'] });

/** Issue #48 polish (decision 029): an unlock at sign-in keeps the notes open for the tab's session. */
describe('an unlock at sign-in', () => {
  it('keeps the account’s notes key in the tab at once: after a reload its notes are open', async () => {
    const sandbox = setupTestSandbox();
    const { seed, txnId } = await sandbox.accountWithPurchase();
    const { accountId, key } = await rememberAccount({
      seed,
      name: 'Trips',
      passphrase: 'correct horse battery',
      iterations: 1000,
    });
    // Signed in by the passphrase, onto the overview: no note has been asked for yet.
    sessionStore.signIn(seed, { accountId, vaultKey: key });
    const first = renderApp(paths.overview);
    await screen.findByRole('heading', { level: 1, name: 'Overview' }, { timeout: 15_000 });
    await waitFor(() =>
      expect(sessionStorage.getItem('vcs.session.notes-key')).toMatch(new RegExp(`^${accountId} `)),
    );
    expect(JSON.stringify({ ...localStorage })).not.toContain('notes-key');

    first.unmount();
    sessionStore.reload();
    renderApp(paths.transactions({ txn: txnId }));
    const section = await within(await screen.findByRole('dialog')).findByRole('region', {
      name: 'Note and receipt',
    });
    expect(await within(section).findByLabelText('Note')).toHaveValue('');
    expect(within(section).queryByLabelText('Passphrase')).toBeNull();
  }, 30_000);
});
