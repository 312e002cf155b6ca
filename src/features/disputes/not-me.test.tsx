import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { notificationsFor } from '../../lib/alert-notification';
import { notesScope } from '../../lib/notes/current';
import { disputeEntry } from '../../lib/notes/disputes-entry';
import { paths } from '../../lib/paths';
import { sessionStore } from '../../lib/session';
import { preloadLazy } from '../../test/preload';
import { renderApp } from '../../test/render';
import { setupTestSandbox } from '../../test/sandbox';

preloadLazy({
  pages: ['transactions'],
  parts: [() => import('./not-me')],
});

const WAIT = { timeout: 15_000 };

/** A signed-in account with one purchase of $12.00 at "Corner Shop", its drawer open. */
async function drawerOfPurchase({
  settled,
  before,
}: {
  settled: boolean;
  before?: (request: Request) => Promise<void> | void;
}) {
  const sandbox = setupTestSandbox({ latencyMs: 0, before });
  const { seed, cardId } = await sandbox.activeAccount(100);
  await sandbox.api('POST', `/cards/${cardId}/fund`, { amount: 50 }, seed);
  const merchant = { name: 'Corner Shop', category: 'groceries', mcc: '5411', country: 'US' };
  const purchase = { card_id: cardId, amount: 12, merchant };
  const { id: txnId } = await sandbox.api('POST', '/sandbox/purchases', purchase, seed);
  if (settled) {
    const answer = await sandbox.api(
      'POST',
      `/sandbox/transactions/${txnId}/settle`,
      undefined,
      seed,
    );
    expect(answer.type, JSON.stringify(answer)).toBe('settlement');
  }
  const { last4 } = await sandbox.api('GET', `/cards/${cardId}`, undefined, seed);
  const cardStatus = async () =>
    (await sandbox.api('GET', `/cards/${cardId}`, undefined, seed)).status as string;
  sessionStore.signIn(seed);
  const user = userEvent.setup();
  return {
    sandbox,
    seed,
    cardId,
    txnId: txnId as string,
    last4: last4 as string,
    cardStatus,
    user,
  };
}

const notMeButton = () => screen.findByRole('button', { name: 'Not me' }, WAIT);

describe('"Not me" on a transaction (decision 043)', { timeout: 45_000 }, () => {
  it('freezes the card at once, and Undo unfreezes it', async () => {
    const { cardId, txnId, last4, cardStatus, user } = await drawerOfPurchase({ settled: false });
    renderApp(paths.transactions({ txn: txnId }));
    await user.click(await notMeButton());
    await screen.findByText(`Card •••• ${last4} is frozen`, undefined, WAIT);
    expect(await cardStatus()).toBe('frozen');
    // The keyboard's place: the path's heading, where its steps start.
    expect(screen.getByRole('heading', { name: 'Not you: what to do' })).toHaveFocus();
    expect(screen.getByText(/You can undo this for 10 seconds/)).toBeInTheDocument();
    // The next step: the replace flow's page (issue #51 item 3), by a plain link.
    expect(screen.getByRole('link', { name: `Replace card •••• ${last4}` })).toHaveAttribute(
      'href',
      paths.replaceCard(cardId),
    );
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await screen.findByText(`Card •••• ${last4} is active again.`, undefined, WAIT);
    expect(await cardStatus()).toBe('active');
    expect(screen.getByRole('button', { name: 'Not me' })).toHaveFocus();
  });

  it('pressed before its card has arrived, freezes the card once it has', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const isCard = (request: Request) =>
      request.method === 'GET' && /\/cards\/[^/]+$/.test(new URL(request.url).pathname);
    const { txnId, last4, cardStatus, user } = await drawerOfPurchase({
      settled: false,
      before: (request) => (isCard(request) ? held : undefined),
    });
    renderApp(paths.transactions({ txn: txnId }));
    await user.click(await notMeButton());
    // The press is not lost while the card's status is on its way (a disabled button swallowed it).
    expect(await screen.findByText('Freezing the card…', undefined, WAIT)).toBeInTheDocument();
    // The steps wait for the card: no "Replace card ••••" without its number.
    expect(screen.queryByRole('link', { name: /Replace card/ })).not.toBeInTheDocument();
    release();
    await screen.findByText(`Card •••• ${last4} is frozen`, undefined, WAIT);
    expect(await cardStatus()).toBe('frozen');
    expect(screen.getByRole('link', { name: `Replace card •••• ${last4}` })).toBeInTheDocument();
  });

  it('a pending charge offers no dispute, and says why', async () => {
    const { txnId, last4, user } = await drawerOfPurchase({ settled: false });
    renderApp(paths.transactions({ txn: txnId }));
    await user.click(await notMeButton());
    await screen.findByText(`Card •••• ${last4} is frozen`, undefined, WAIT);
    expect(screen.getByText(/still pending, so it cannot be disputed yet/)).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save the draft' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close these steps' }));
    expect(screen.queryByRole('button', { name: 'Dispute this charge' })).not.toBeInTheDocument();
  });

  it('a settled charge: dispute drafted, report copied, marked sent, then resolved', async () => {
    const { txnId, last4, cardStatus, user } = await drawerOfPurchase({ settled: true });
    renderApp(paths.transactions({ txn: txnId }));
    await user.click(await notMeButton());
    await screen.findByText(`Card •••• ${last4} is frozen`, undefined, WAIT);
    expect(await cardStatus()).toBe('frozen');
    await user.click(await screen.findByRole('radio', { name: /Duplicate/ }, WAIT));
    expect(screen.getByText('Both charges: their dates and amounts.')).toBeInTheDocument();
    expect(screen.getByText(/Card networks accept disputes up to 120 days/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('What happened, in your words'), 'Charged twice.');
    await user.click(screen.getByRole('button', { name: 'Save the draft' }));

    const progress = await screen.findByRole('list', { name: 'Dispute progress' }, WAIT);
    const current = () => within(progress).getByRole('listitem', { current: 'step' });
    expect(current()).toHaveTextContent('Drafted');
    const report = screen.getByText(/I dispute this card transaction/);
    for (const part of [
      txnId,
      `•••• ${last4}`,
      '$12.00',
      'Corner Shop',
      'Duplicate',
      'Charged twice.',
    ])
      expect(report).toHaveTextContent(part);
    await user.click(screen.getByRole('button', { name: 'Copy report' }));
    expect(await navigator.clipboard.readText()).toBe(report.textContent);

    await user.click(screen.getByRole('button', { name: 'Mark as sent to support' }));
    await screen.findByText(/Sent to support on/, undefined, WAIT);
    expect(current()).toHaveTextContent('Sent to support');
    await user.click(screen.getByRole('button', { name: 'Mark resolved' }));
    await user.click(screen.getByRole('button', { name: 'Yes, resolved' }));
    await screen.findByText(/Resolved on/, undefined, WAIT);
    expect(current()).toHaveTextContent('Resolved');
    // Kept on this device (a tab-only session: the tab's memory), as the record says.
    const scope = notesScope();
    if (scope.kind === 'locked') throw new Error('a tab-only session is never locked');
    const kept = JSON.parse((await scope.store.get(disputeEntry(txnId)))!.note);
    expect(kept).toMatchObject({ state: 'resolved', reason: 'duplicate', amount: 1200, last4 });
  });

  it('the card alert of a purchase opens its drawer, where "Not me" is', async () => {
    const { cardId, txnId } = await drawerOfPurchase({ settled: false });
    const event = { id: txnId, card_id: cardId, amount: -12, merchant: { name: 'Corner Shop' } };
    const [alert] = notificationsFor('transaction.authorized', event, ['approved'], 'en');
    renderApp(alert!.url);
    await notMeButton();
    expect(screen.getByRole('dialog', { name: 'Corner Shop' })).toBeInTheDocument();
  });
});
