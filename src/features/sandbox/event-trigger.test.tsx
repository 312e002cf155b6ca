import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/session';
import { PANEL_OPEN, preloadLazy, sandboxPanel } from '../../test/preload';
import { renderApp } from '../../test/render';
import { setupTestSandbox } from '../../test/sandbox';

preloadLazy({ pages: ['cards'], parts: [sandboxPanel] });

type Txn = { type: string; amount: number; decline_code?: string; merchant: { name: string } };

/** Issue #50 item 6 (decision 040): the Events section's trigger with data. */
describe('sandbox panel: triggers with data', () => {
  it('authorizes on a chosen card with an amount and merchant, then declines with a chosen reason', async () => {
    const sandbox = setupTestSandbox();
    const { seed, cardId } = await sandbox.activeAccount(100);
    sessionStore.signIn(seed);
    const user = userEvent.setup();
    renderApp('/cards');
    await user.click(await screen.findByRole('button', { name: /^Sandbox$/ }, { timeout: 15_000 }));
    const panel = await screen.findByRole('dialog', { name: 'Sandbox' }, PANEL_OPEN);
    const section = within(panel).getByRole('region', { name: 'Events' });

    await user.selectOptions(within(section).getByLabelText('Event'), 'transaction.authorized');
    const card = within(section).getByLabelText('Card');
    await within(section).findByRole('option', { name: /My first card/ });
    await user.selectOptions(card, cardId);
    await user.type(within(section).getByLabelText('Amount (USD, optional)'), '12.50');
    await user.type(within(section).getByLabelText('Merchant name (optional)'), 'Acme Tools');
    await user.click(within(section).getByRole('button', { name: 'Trigger' }));
    // The card held nothing: $12.50 went from the wallet onto it.
    expect(await within(section).findByText(/Wallet: \$100\.00 → \$87\.50\./)).toBeVisible();
    const list = (await sandbox.api('GET', `/transactions?card_id=${cardId}`, undefined, seed)) as {
      data: Txn[];
    };
    expect(list.data[0]).toMatchObject({ type: 'authorization', amount: -12.5 });
    expect(list.data[0]!.merchant.name).toBe('Acme Tools');

    await user.selectOptions(within(section).getByLabelText('Event'), 'transaction.declined');
    await user.selectOptions(
      within(section).getByLabelText('Decline reason'),
      'exceeds_spending_limit',
    );
    await user.click(within(section).getByRole('button', { name: 'Trigger' }));
    expect(await within(section).findByText(/The wallet did not change\./)).toBeVisible();
    const after = (await sandbox.api(
      'GET',
      `/transactions?card_id=${cardId}`,
      undefined,
      seed,
    )) as {
      data: Txn[];
    };
    expect(after.data[0]).toMatchObject({
      type: 'decline',
      decline_code: 'exceeds_spending_limit',
    });

    // A deposit takes only an amount: no card, merchant or reason to pick.
    await user.selectOptions(within(section).getByLabelText('Event'), 'deposit.pending');
    expect(within(section).queryByLabelText('Card')).toBeNull();
    expect(within(section).queryByLabelText('Decline reason')).toBeNull();
  });
});
