import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { notesScope } from '../../lib/notes/current';
import { disputeEntry } from '../../lib/notes/disputes-entry';
import { sessionStore } from '../../lib/session';
import { preloadLazy } from '../../test/preload';
import { renderApp } from '../../test/render';
import { setupTestSandbox } from '../../test/sandbox';
import { serializeDispute } from './dispute-record';

preloadLazy({
  pages: ['overview', 'transactions'],
  parts: [() => import('./dispute-reminders'), () => import('./not-me')],
});

const DAY = 86_400_000;
const WAIT = { timeout: 15_000 };

describe('a drafted dispute near its limit (decision 043)', { timeout: 45_000 }, () => {
  it('is recalled on the overview and in its drawer', async () => {
    const sandbox = setupTestSandbox({ latencyMs: 0 });
    const { seed, cardId } = await sandbox.activeAccount(100);
    await sandbox.api('POST', `/cards/${cardId}/fund`, { amount: 50 }, seed);
    const merchant = { name: 'Gadget Hub', category: 'shopping', mcc: '5732', country: 'US' };
    const purchase = { card_id: cardId, amount: 40, merchant };
    const { id: txnId } = await sandbox.api('POST', '/sandbox/purchases', purchase, seed);
    await sandbox.api('POST', `/sandbox/transactions/${txnId}/settle`, undefined, seed);
    sessionStore.signIn(seed);
    // Drafted as if the charge had settled 110 days ago: 10 days are left of the 120.
    const settledAt = new Date(Date.now() - 110 * DAY).toISOString();
    const scope = notesScope();
    if (scope.kind === 'locked') throw new Error('a tab-only session is never locked');
    const record = {
      txnId,
      cardId,
      last4: '1234',
      amount: 4000,
      merchant: 'Gadget Hub',
      chargedAt: settledAt,
      settledAt,
      reason: 'not_received' as const,
      explanation: '',
      state: 'drafted' as const,
      draftedAt: settledAt,
    };
    await scope.store.saveNote(disputeEntry(txnId), serializeDispute(record));
    // Another, already sent, is not recalled.
    const sent = { ...record, txnId: 'txn_other', merchant: 'Elsewhere', state: 'sent' as const };
    await scope.store.saveNote(disputeEntry('txn_other'), serializeDispute(sent));

    const user = userEvent.setup();
    renderApp('/');
    const reminder = (await screen.findByText('Send your dispute soon', undefined, WAIT)).closest(
      '[role=status]',
    ) as HTMLElement;
    expect(reminder).toHaveTextContent(
      /Your dispute of \$40\.00 at Gadget Hub is still a draft: send it to support by .+ \(10 days left\)/,
    );
    expect(screen.queryByText(/Elsewhere/)).not.toBeInTheDocument();

    await user.click(within(reminder).getByRole('link', { name: 'Open the dispute' }));
    const drawer = await screen.findByRole('dialog', { name: 'Gadget Hub' }, WAIT);
    await within(drawer).findByText('Send it soon', undefined, WAIT);
    expect(within(drawer).getByRole('listitem', { current: 'step' })).toHaveTextContent('Drafted');
    expect(
      within(drawer).getByText(/count from the day you expected the goods/),
    ).toBeInTheDocument();
  });
});
