import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/session';
import { preloadLazy } from '../../test/preload';
import { renderApp } from '../../test/render';
import { setupTestSandbox } from '../../test/sandbox';

preloadLazy({ pages: ['transactions'] });

// Issue #48 polish: a partly refunded charge said so only in its drawer.
describe('a partly refunded charge', () => {
  it('says "Refunded $5.00 of $42.50" on its row', async () => {
    const sandbox = setupTestSandbox({ latencyMs: 0 });
    const { seed, cardId } = await sandbox.activeAccount(100);
    await sandbox.api('POST', `/cards/${cardId}/fund`, { amount: 60 }, seed);
    const merchant = { name: 'Lufthansa', category: 'travel', mcc: '3008', country: 'DE' };
    const auth = await sandbox.api(
      'POST',
      '/sandbox/purchases',
      { card_id: cardId, amount: 42.5, merchant },
      seed,
    );
    sandbox.clock.advance(60_000);
    await sandbox.api('POST', `/sandbox/transactions/${auth.id}/refund`, { amount: 5 }, seed);
    sessionStore.signIn(seed);
    renderApp('/transactions');
    const list = await screen.findByRole('list', { name: 'Transactions' }, { timeout: 15_000 });
    const rows = within(list).getAllByRole('listitem');
    const charge = rows.find((r) => r.textContent!.includes('−$42.50'))!;
    expect(charge).toHaveTextContent('Refunded $5.00 of $42.50');
    // The refund's own row is money back, not a charge partly refunded.
    const back = rows.find((r) => r.textContent!.includes('+$5.00'))!;
    expect(back).not.toHaveTextContent(/Refunded \$/);
  });
});
