import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/session';
import { preloadLazy } from '../../test/preload';
import { renderApp } from '../../test/render';
import { setupTestSandbox } from '../../test/sandbox';

preloadLazy({ pages: ['overview', 'transactions'] });

const DAY_S = 24 * 60 * 60;

/** A purchase, then the sandbox's clock moved `days` ahead (decision 020's time travel). */
async function purchaseThenAhead(days: number) {
  const sandbox = setupTestSandbox();
  const { seed, cardId } = await sandbox.activeAccount(100);
  await sandbox.api('POST', `/cards/${cardId}/fund`, { amount: 50 }, seed);
  await sandbox.api('POST', '/sandbox/purchases', { card_id: cardId, amount: 12 }, seed);
  await sandbox.api('POST', '/sandbox/clock/advance', { seconds: days * DAY_S }, seed);
  sessionStore.signIn(seed);
}

/** Issue #48 (noticed): days are the service's, not this device's, as countdowns are (item 4). */
describe('days by the sandbox’s clock', () => {
  it('the overview’s last 30 days end at the sandbox’s today: a purchase 40 days back is not in them', async () => {
    await purchaseThenAhead(40);
    renderApp('/');
    expect(
      await screen.findByText('No purchases in the last 30 days.', {}, { timeout: 15_000 }),
    ).toBeVisible();
  });

  it('the activity’s day headings say Yesterday for a purchase a day before the sandbox’s today', async () => {
    await purchaseThenAhead(1);
    renderApp('/transactions');
    const list = await screen.findByRole('list', { name: 'Transactions' }, { timeout: 15_000 });
    expect(await within(list).findByRole('heading', { name: 'Yesterday' })).toBeInTheDocument();
    expect(within(list).queryByRole('heading', { name: 'Today' })).toBeNull();
  });
});
