import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/session';
import { renderApp } from '../../test/render';
import { setupTestSandbox } from '../../test/sandbox';

describe('a settled purchase', () => {
  it('reads as one purchase, "Settled", with the money moving once — in the list and on the card page', async () => {
    const sandbox = setupTestSandbox({ latencyMs: 0 });
    const { seed, cardId } = await sandbox.activeAccount(300);
    await sandbox.api('POST', `/cards/${cardId}/fund`, { amount: 200 }, seed);
    const txn = await sandbox.api(
      'POST',
      '/sandbox/purchases',
      {
        card_id: cardId,
        amount: 120,
        merchant: { name: 'Meta Ads', category: 'advertising', mcc: '7311', country: 'US' },
      },
      seed,
    );
    await sandbox.api('POST', `/sandbox/transactions/${txn.id}/settle`, undefined, seed);
    sessionStore.signIn(seed);

    const { unmount } = renderApp('/transactions');
    const list = await screen.findByRole('list', { name: 'Transactions' });
    await within(list).findByText('Meta Ads');
    expect(within(list).getAllByText('Meta Ads')).toHaveLength(1);
    expect(
      within(list).getAllByText('−$120.00').length + within(list).queryAllByText('-$120.00').length,
    ).toBe(1);
    expect(within(list).getByText('Settled')).toBeInTheDocument();
    unmount();

    renderApp(`/cards/${cardId}`);
    const recent = await screen.findByRole('region', { name: 'Recent transactions' });
    await within(recent).findByText('Meta Ads');
    expect(within(recent).getAllByText('Meta Ads')).toHaveLength(1);
    expect(within(recent).getByText('Settled')).toBeInTheDocument();
  });
});
