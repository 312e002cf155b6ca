import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/session';
import { preloadLazy } from '../../test/preload';
import { renderApp } from '../../test/render';
import { setupTestSandbox } from '../../test/sandbox';

preloadLazy({ pages: ['transactions'] });

const PAGE = { timeout: 15_000 };

/** `purchases` purchases, each settled: two records each, one row each (lib/purchases.ts). */
async function settledPurchases(purchases: number) {
  const sandbox = setupTestSandbox({ latencyMs: 0 });
  const { seed, cardId } = await sandbox.activeAccount(100);
  await sandbox.api('POST', `/cards/${cardId}/fund`, { amount: 90 }, seed);
  for (let i = 0; i < purchases; i++) {
    const auth = await sandbox.api(
      'POST',
      '/sandbox/purchases',
      { card_id: cardId, amount: 2 },
      seed,
    );
    sandbox.clock.advance(60_000);
    await sandbox.api('POST', `/sandbox/transactions/${auth.id}/settle`, undefined, seed);
    sandbox.clock.advance(60_000);
  }
  sessionStore.signIn(seed);
  const records = (await sandbox.api('GET', '/transactions?per_page=100', undefined, seed)) as {
    pagination: { total: number };
  };
  return { records: records.pagination.total };
}

const rowCount = async () =>
  within(await screen.findByRole('list', { name: 'Transactions' }, PAGE)).getAllByRole('listitem')
    .length;
const countText = () => screen.getByRole('navigation', { name: 'Pagination' }).querySelector('p')!;

// Issue #48 item 8: "1–9 of 9" above 8 rows. A settlement folds into its purchase, so the
// service's count of records is not the number of rows.
describe('the list’s count agrees with its rows', () => {
  it('on a single page: counts the rows shown', async () => {
    const { records } = await settledPurchases(3);
    renderApp('/transactions');
    const rows = await rowCount();
    expect(rows).toBeLessThan(records);
    expect(countText()).toHaveTextContent(`1–${rows} of ${rows}`);
  });

  it('over several pages: the rows here, and the records the pages count', async () => {
    const { records } = await settledPurchases(14);
    renderApp('/transactions?per_page=25');
    const rows = await rowCount();
    expect(records).toBeGreaterThan(25);
    expect(rows).toBeLessThan(25);
    expect(countText()).toHaveTextContent(`${rows} purchases here · records 1–25 of ${records}`);
  });
});
