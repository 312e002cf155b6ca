import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { PER_PAGE_MAX } from '../../contract/limits';
import { sessionStore } from '../../lib/session';
import { preloadLazy } from '../../test/preload';
import { renderApp } from '../../test/render';
import { setupTestSandbox } from '../../test/sandbox';

preloadLazy({ pages: ['transactions'] });

// Issue #35 (decision 005): a page of transactions is at most 100 rows, all in the DOM — no
// virtualizer — so find-in-page, printing and a screen reader's list count reach every purchase.
it('a full page of 100 purchases has every row in the list, the last one included', async () => {
  const sandbox = setupTestSandbox();
  const { seed, cardId } = await sandbox.activeAccount(200);
  await sandbox.api('POST', `/cards/${cardId}/fund`, { amount: 150 }, seed);
  for (let i = 1; i <= PER_PAGE_MAX; i++)
    await sandbox.api(
      'POST',
      '/sandbox/purchases',
      {
        card_id: cardId,
        amount: 1,
        merchant: { name: `Shop ${i}`, category: 'shopping', mcc: '5999', country: 'US' },
      },
      seed,
    );
  sessionStore.signIn(seed);
  renderApp(`/transactions?per_page=${PER_PAGE_MAX}`);
  // A hundred rows drawn by jsdom: 2.3 s with the machine idle, past the 5 s default with its two
  // cores shared by the browser suite (2026-11-29). The page's code is already here (preloadLazy).
  const drawn = { timeout: 20_000 };
  const list = await screen.findByRole('list', { name: 'Transactions' }, drawn);
  await within(list).findByText('Shop 100', {}, drawn);
  const rows = within(list).getAllByRole('listitem');
  expect(rows).toHaveLength(PER_PAGE_MAX);
  // Newest first: the first purchase is the page's last row, under the same day's heading.
  expect(rows[0]!.textContent).toContain('Shop 100');
  expect(rows.at(-1)!.textContent).toContain('Shop 1Shopping');
}, 30_000);
