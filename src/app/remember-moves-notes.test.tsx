import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../lib/paths';
import { sessionStore } from '../lib/session';
import { rememberAccount } from '../lib/vault/vault';
import { preloadLazy } from '../test/preload';
import { renderApp } from '../test/render';
import { setupTestSandbox } from '../test/sandbox';

// jsdom has no IndexedDB: the sealed records live in a Map for the file's life, as a device keeps them.
vi.mock('../lib/notes/idb-records', () => import('../test/memory-note-records'));

preloadLazy({
  pages: ['transactions', 'settings'],
  parts: [() => import('../features/transactions/notes/transaction-notes')],
});

const PASSPHRASE = 'correct horse battery';
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYPj/HwADAgH/2NjIzAAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);

const notesOf = async () =>
  within(await screen.findByRole('dialog')).findByRole('region', { name: 'Note and receipt' });

describe('remembering this tab’s account (issue #48 item 2)', () => {
  it('moves the note and receipt written before into the sealed store: they are there after a reload', async () => {
    const sandbox = setupTestSandbox();
    const { seed, cardId } = await sandbox.activeAccount(100);
    await sandbox.api('POST', `/cards/${cardId}/fund`, { amount: 50 }, seed);
    const purchase = { card_id: cardId, amount: 12 };
    const { id: txnId } = (await sandbox.api('POST', '/sandbox/purchases', purchase, seed)) as {
      id: string;
    };
    // A vault already on this device (another account, few rounds): the passphrase is its own.
    const other = await sandbox.activeAccount(20);
    await rememberAccount({
      seed: other.seed,
      name: 'Savings',
      passphrase: PASSPHRASE,
      iterations: 1000,
    });
    sessionStore.signIn(seed); // This tab only.
    const user = userEvent.setup();
    const first = renderApp(paths.transactions({ txn: txnId }));
    let section = await notesOf();
    expect(section).toHaveTextContent('Kept in this tab only');
    await user.type(await within(section).findByLabelText('Note'), 'Lunch with a client');
    await user.click(within(section).getByRole('button', { name: 'Save note' }));
    await within(section).findByText('Note saved.');
    const receipt = new File([PNG], 'till.png', { type: 'image/png' });
    await user.upload(within(section).getByLabelText('Attach a receipt'), receipt);
    await within(section).findByRole('img', { name: 'Receipt: till.png' });

    await act(() => first.router.navigate(paths.settings));
    await user.click(
      await screen.findByRole('button', { name: 'Remember this account on this device' }),
    );
    // Said before: what the tab holds goes with it.
    expect(
      screen.getByText(
        'The notes and receipts of 1 transaction in this tab move with it, sealed on this device.',
      ),
    ).toBeVisible();
    await user.type(screen.getByLabelText('Account name'), 'Daily');
    await user.type(screen.getByLabelText('Passphrase of your remembered accounts'), PASSPHRASE);
    await user.click(screen.getByRole('button', { name: 'Remember' }));
    await screen.findByText('This account is remembered on this device.');

    // A reload: the tab's memory is gone, the session stays (sessionStorage), the vault key does
    // not; remembering unlocked the account, whose notes key the tab keeps (decision 029): the
    // notes are open without the passphrase.
    first.unmount();
    sessionStore.reload();
    renderApp(paths.transactions({ txn: txnId }));
    section = await notesOf();
    await waitFor(() =>
      expect(within(section).getByLabelText('Note')).toHaveValue('Lunch with a client'),
    );
    expect(await within(section).findByRole('img', { name: 'Receipt: till.png' })).toBeVisible();
  }, 30_000);
});
