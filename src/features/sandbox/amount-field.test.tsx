import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/session';
import { PANEL_OPEN, preloadLazy, sandboxPanel } from '../../test/preload';
import { renderApp } from '../../test/render';
import { setupTestSandbox } from '../../test/sandbox';

preloadLazy({ pages: ['overview'], parts: [sandboxPanel] });

const OUT_OF_BOUNDS = 'Enter an amount between $0.01 and $1,000,000.00.';

/**
 * The simulators' one amount field (issue #49 item 5): a purchase and a deposit read it alike,
 * within the service's bounds, and ask the service nothing while it is wrong.
 */
describe('the simulators’ amount', () => {
  it('is refused alike by the purchase and the deposit simulators', async () => {
    const sandbox = setupTestSandbox();
    const { seed } = await sandbox.activeAccount(100);
    sessionStore.signIn(seed);
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: /^Sandbox$/ }));
    const panel = await screen.findByRole('dialog', { name: 'Sandbox' }, PANEL_OPEN);
    const sent = sandbox.requests.length;
    for (const [section, submit] of [
      ['Purchase', 'Simulate purchase'],
      ['Crypto deposit', 'Simulate deposit'],
    ] as const) {
      const region = within(panel).getByRole('region', { name: section });
      const amount = await within(region).findByLabelText('Amount (USD)');
      await user.clear(amount);
      await user.type(amount, '2000000');
      await user.click(within(region).getByRole('button', { name: submit }));
      expect(await within(region).findByText(OUT_OF_BOUNDS)).toBeVisible();
    }
    expect(sandbox.requests.slice(sent).filter((r) => r.method === 'POST')).toEqual([]);
  });
});
