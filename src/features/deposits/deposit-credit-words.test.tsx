import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/session';
import { preloadLazy } from '../../test/preload';
import { renderApp } from '../../test/render';
import { setupTestSandbox } from '../../test/sandbox';

preloadLazy({ pages: ['deposits'] });

/** A new account with one simulated deposit; the seed and the deposit's id. */
async function withDeposit(currency: string, usd: number) {
  const sandbox = setupTestSandbox({ latencyMs: 0 });
  const made = await sandbox.pendingDeposit(currency, usd);
  sessionStore.signIn(made.seed);
  return { sandbox, ...made };
}

const rowOf = async () =>
  (await screen.findByRole('list', { name: 'Deposits' })).querySelector(
    ':scope > li',
  ) as HTMLElement;

describe('what a deposit says it credited', () => {
  it('a pending amount never reads as credited (issue #48 item 12)', async () => {
    await withDeposit('usdt', 250);
    renderApp('/deposits');
    const row = await rowOf();
    const timeline = within(row).getByRole('list', { name: 'Progress of this deposit' });
    expect(within(timeline).getByText('Will credit $249.00 once confirmed')).toBeVisible();
    expect(row).not.toHaveTextContent(/credited/i);
  });

  it('an expired deposit below the minimum shows no fee, no credit and no confirmation step (item 6)', async () => {
    const { sandbox, seed, id } = await withDeposit('usdt', 4);
    await sandbox.api('POST', `/sandbox/deposits/${id}/confirm`, undefined, seed);
    renderApp('/deposits');
    const row = await rowOf();
    expect(within(row).getByText('Not credited')).toBeVisible();
    expect(row).not.toHaveTextContent(/Fee \$/);
    expect(row).not.toHaveTextContent(/credited \$0\.00/);
    const timeline = within(row).getByRole('list', { name: 'Progress of this deposit' });
    expect(within(timeline).queryByText(/confirmations/)).toBeNull();
    expect(within(timeline).getAllByRole('listitem')).toHaveLength(2);
  });
});
