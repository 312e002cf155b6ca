import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RECEIPT_MAX_BYTES } from '../../../lib/notes/limits';
import { paths } from '../../../lib/paths';
import { sessionStore } from '../../../lib/session';
import { rememberAccount } from '../../../lib/vault/vault';
import { preloadLazy } from '../../../test/preload';
import { renderApp } from '../../../test/render';
import { setupTestSandbox } from '../../../test/sandbox';

preloadLazy({
  pages: ['transactions', 'transactionReport'],
  parts: [() => import('./transaction-notes')],
});

/** `bytes` long, starting as a PNG does: a receipt is typed by its bytes (receipt-type.ts). */
const png = (bytes: number, name = 'till.png') => {
  const content = new Uint8Array(bytes).fill(1);
  content.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new File([content], name, { type: 'image/png' });
};

/** A purchase of $12 on a fresh sandbox account. */
async function purchase() {
  const sandbox = setupTestSandbox();
  const { seed, cardId } = await sandbox.activeAccount(100);
  await sandbox.api('POST', `/cards/${cardId}/fund`, { amount: 50 }, seed);
  const auth = (await sandbox.api(
    'POST',
    '/sandbox/purchases',
    { card_id: cardId, amount: 12 },
    seed,
  )) as { id: string };
  const card = (await sandbox.api('GET', `/cards/${cardId}`, undefined, seed)) as {
    last4: string;
  };
  return { seed, id: auth.id, last4: card.last4 };
}

describe('note and receipt in the drawer', () => {
  it('keeps a note and a receipt in the tab, refuses a big file, deletes after asking', async () => {
    const user = userEvent.setup();
    const { seed, id } = await purchase();
    sessionStore.signIn(seed);
    renderApp(paths.transactions({ txn: id }));
    const drawer = await screen.findByRole('dialog');
    const section = await within(drawer).findByRole('region', { name: 'Note and receipt' });
    expect(section).toHaveTextContent('Kept in this tab only until you reload it or sign out.');

    await user.type(
      await within(section).findByLabelText('Note'),
      'Taxi to the airport, client visit',
    );
    await user.click(within(section).getByRole('button', { name: 'Save note' }));
    await within(section).findByText('Note saved.');

    const attach = within(section).getByLabelText('Attach a receipt');
    await user.upload(attach, png(RECEIPT_MAX_BYTES + 1, 'huge.png'));
    expect(
      await within(section).findByText('This file is 2 MB; a receipt can be at most 2 MB.'),
    ).toBeInTheDocument();
    await user.upload(within(section).getByLabelText('Attach a receipt'), png(2048));
    expect(await within(section).findByRole('img', { name: 'Receipt: till.png' })).toBeVisible();

    await user.click(within(section).getByRole('button', { name: 'Delete receipt' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this receipt?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(within(section).getByRole('img', { name: 'Receipt: till.png' })).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Delete receipt' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete this receipt?' })).getByRole(
        'button',
        { name: 'Delete' },
      ),
    );
    expect(await within(section).findByLabelText('Attach a receipt')).toBeInTheDocument();
    expect(within(section).getByLabelText('Note')).toHaveValue('Taxi to the airport, client visit');
  });

  it('asks for the passphrase when a remembered account has no key after a reload', async () => {
    const user = userEvent.setup();
    const { seed, id } = await purchase();
    const { accountId } = await rememberAccount({
      seed,
      name: 'Travel',
      passphrase: 'correct horse battery',
      iterations: 1000,
    });
    sessionStore.signIn(seed, { accountId });
    renderApp(paths.transactions({ txn: id }));
    const section = await within(await screen.findByRole('dialog')).findByRole('region', {
      name: 'Note and receipt',
    });
    expect(section).toHaveTextContent('Your notes are sealed.');
    await user.type(within(section).getByLabelText('Passphrase'), 'wrong horse battery');
    await user.click(within(section).getByRole('button', { name: 'Open notes' }));
    expect(await within(section).findByText(/does not open the accounts/)).toBeInTheDocument();
    await user.clear(within(section).getByLabelText('Passphrase'));
    await user.type(within(section).getByLabelText('Passphrase'), 'correct horse battery');
    await user.click(within(section).getByRole('button', { name: 'Open notes' }));
    await waitFor(() => expect(within(section).queryByLabelText('Passphrase')).toBeNull());
    expect(section).toHaveTextContent('Kept on this device, encrypted with your passphrase.');
    expect(sessionStore.vaultKey()).not.toBeNull();
    // jsdom has no IndexedDB: the sealed store says it could not open, rather than showing nothing.
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Your note and receipt could not be opened on this device.',
    );
  });
});

describe('Report a problem', () => {
  it('shows the card by label and last four, the note, and copies it as text', async () => {
    const user = userEvent.setup();
    const { seed, id, last4 } = await purchase();
    sessionStore.signIn(seed);
    const { router } = renderApp(paths.transactions({ txn: id }));
    const section = await within(await screen.findByRole('dialog')).findByRole('region', {
      name: 'Note and receipt',
    });
    await user.type(await within(section).findByLabelText('Note'), 'Charged twice');
    await user.click(within(section).getByRole('button', { name: 'Save note' }));
    await within(section).findByText('Note saved.');
    await user.click(screen.getByRole('link', { name: 'Report a problem' }));

    await screen.findByRole('heading', { name: 'Report a problem', level: 1 });
    expect(router.state.location.pathname).toBe(paths.transactionReport(id));
    const report = await screen.findByRole('article', { name: 'Problem with a card transaction' });
    await waitFor(() => expect(report).toHaveTextContent(`•••• ${last4}`));
    expect(report).toHaveTextContent('Charged twice');
    expect(within(report).getByRole('list', { name: 'Authorization timeline' })).toBeVisible();
    expect(screen.getByText(/send it to your card provider's support/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copy report' }));
    const text = await navigator.clipboard.readText();
    expect(text).toContain('Problem with a card transaction');
    expect(text).toContain(`•••• ${last4}`);
    expect(text).toContain('−$12.00');
    expect(text).toMatch(/My note:\nCharged twice/);
    expect(text).not.toMatch(/\d{13,19}/);
  });
});
