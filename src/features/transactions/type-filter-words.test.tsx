import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/session';
import { preloadLazy } from '../../test/preload';
import { renderApp } from '../../test/render';
import { setupTestSandbox } from '../../test/sandbox';

preloadLazy({
  pages: ['transactions'],
  parts: [() => import('./filter-editor'), () => import('./filter-menu')],
});

const PAGE = { timeout: 20_000 };

async function signedIn() {
  const sandbox = setupTestSandbox({ latencyMs: 0 });
  const { seed } = await sandbox.activeAccount(50);
  sessionStore.signIn(seed);
  return { user: userEvent.setup() };
}

// Issue #48 polish: the rows say "Pending" and "Settled"; the filter said "Authorized".
describe('the Type filter', () => {
  it('the Type filter says "pending or settled", the words the rows use', async () => {
    const { user } = await signedIn();
    renderApp('/transactions');
    const filters = await screen.findByRole('search', { name: 'Filter transactions' }, PAGE);
    await user.click(within(filters).getByRole('button', { name: 'Add filter' }));
    await user.click(await within(filters).findByRole('menuitem', { name: 'Type' }));
    const sheet = await screen.findByRole('dialog', { name: 'Type' });
    const options = within(within(sheet).getByLabelText('Type')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toContain('Purchases (pending or settled)');
    expect(options.map((o) => o.textContent)).not.toContain('Authorized');
  }, 40_000);
});
