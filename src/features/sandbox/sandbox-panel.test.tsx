import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/session';
import { renderApp } from '../../test/render';
import { setupTestSandbox } from '../../test/sandbox';

describe('sandbox panel', () => {
  it('says inside the panel why an action failed, not in a toast under its sheet', async () => {
    const sandbox = setupTestSandbox();
    const { seed, cardId } = await sandbox.activeAccount(200);
    await sandbox.api('POST', `/cards/${cardId}/fund`, { amount: 50 }, seed);
    await sandbox.api('POST', '/sandbox/purchases', { card_id: cardId, amount: 10 }, seed);
    sessionStore.signIn(seed);
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: /^Sandbox$/ }));
    const panel = await screen.findByRole('dialog', { name: 'Sandbox' });
    const refund = await within(panel).findByRole('button', { name: /^Refund / });
    // More than the $10 authorization: the service refuses.
    await user.type(within(panel).getByLabelText(/Refund amount/), '25');
    await user.click(refund);
    const section = within(panel).getByRole('region', { name: 'Settle or refund' });
    const said = await within(section).findByText(/refund|exceed|more than/i, {
      selector: '[role=status]',
    });
    expect(said.textContent).toMatch(/At most \$10\.00 of this purchase can still be refunded/);
    // No internal ids in words meant for a person.
    expect(said.textContent).not.toMatch(/txn_/);
    // Nothing was toasted outside the panel.
    expect(document.querySelector('[data-sonner-toast]')).toBeNull();
  });
});
