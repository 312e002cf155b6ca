import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { preloadLazy } from '../../../test/preload';
import { renderApp } from '../../../test/render';
import { setupTestSandbox } from '../../../test/sandbox';

preloadLazy({ pages: ['transactions'] });

const shop = (name: string) => ({ name, category: 'ecommerce', mcc: '5999', country: 'US' });

/** An active card with purchases at two merchants (issue #51 item 4). */
async function accountWithShopping() {
  const sandbox = setupTestSandbox();
  const { seed, cardId } = await sandbox.activeAccount(200);
  await sandbox.api('POST', `/cards/${cardId}/fund`, { amount: 150 }, seed);
  const buy = (name: string, amount: number) =>
    sandbox.api(
      'POST',
      '/sandbox/purchases',
      { card_id: cardId, amount, merchant: shop(name) },
      seed,
    );
  const ids: string[] = [];
  for (const [name, amount] of [
    ['Netflix', 15.49],
    ['Corner Cafe', 4.5],
    ['Netflix', 15.49],
    ['Netflix', 60],
  ] as const)
    ids.push(((await buy(name, amount)) as { id: string }).id);
  sessionStore.signIn(seed);
  return { sandbox, ids };
}

describe('transaction search in words', () => {
  it('turns "netflix over 20" into the list’s merchant and amount chips, and lists only those', async () => {
    await accountWithShopping();
    renderApp('/transactions');
    const user = userEvent.setup();
    const search = await screen.findByRole('searchbox', { name: 'Search transactions' });
    await user.type(search, 'Netflix over 20{Enter}');

    const chips = screen.getByRole('search', { name: 'Filter transactions' });
    expect(await within(chips).findByRole('button', { name: 'Merchant: netflix' })).toBeVisible();
    expect(within(chips).getByRole('button', { name: 'Amount: at least $20.00' })).toBeVisible();
    expect(search).toHaveValue('');
    // Only the $60.00 purchase is left, once the filtered answer replaces the last one.
    await waitFor(() => expect(screen.queryAllByText('−$15.49')).toHaveLength(0));
    expect(screen.getAllByText('−$60.00')[0]).toBeVisible();
    expect(screen.queryByText('Corner Cafe')).toBeNull();

    // A new search replaces the last one's merchant and amounts.
    await user.type(search, 'cafe{Enter}');
    expect(await within(chips).findByRole('button', { name: 'Merchant: cafe' })).toBeVisible();
    expect(within(chips).queryByRole('button', { name: /^Amount/ })).toBeNull();
  });

  it('shows the merchant’s other purchases and their total in the drawer, each one a click away', async () => {
    const { ids } = await accountWithShopping();
    renderApp(`/transactions?txn=${ids[0]}`);
    const history = await screen.findByRole('region', { name: 'Other purchases at Netflix' });
    expect(await within(history).findByText('2 purchases, $75.49 in all')).toBeVisible();
    const others = within(history).getAllByRole('button');
    expect(others).toHaveLength(2);
    await userEvent.setup().click(within(history).getByRole('button', { name: /\$60\.00/ }));
    expect(await screen.findByRole('region', { name: 'Other purchases at Netflix' })).toBeVisible();
    expect(
      await within(screen.getByRole('region', { name: 'Other purchases at Netflix' })).findByText(
        '2 purchases, $30.98 in all',
      ),
    ).toBeVisible();
  });

  it('says so when the merchant has no other purchase', async () => {
    const { ids } = await accountWithShopping();
    renderApp(`/transactions?txn=${ids[1]}`);
    const history = await screen.findByRole('region', { name: 'Other purchases at Corner Cafe' });
    expect(await within(history).findByText('No other purchase at this merchant.')).toBeVisible();
  });
});
