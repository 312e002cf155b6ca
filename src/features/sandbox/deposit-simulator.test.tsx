import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/session';
import { PANEL_OPEN, preloadLazy, sandboxPanel } from '../../test/preload';
import { renderApp } from '../../test/render';
import { setupTestSandbox } from '../../test/sandbox';

preloadLazy({ pages: ['overview'], parts: [sandboxPanel] });

/** A new account made for `asset`, signed in as sign-up leaves it, the Sandbox panel open. */
async function openPanel(asset = 'USDT-ERC20') {
  const sandbox = setupTestSandbox({ latencyMs: 0 });
  const gen = await sandbox.api('POST', '/', { asset });
  sessionStore.signIn(gen.seed, { fundingWallet: gen.wallet });
  const user = userEvent.setup();
  renderApp('/');
  await user.click(await screen.findByRole('button', { name: /^Sandbox$/ }));
  const panel = await screen.findByRole('dialog', { name: 'Sandbox' }, PANEL_OPEN);
  const section = within(panel).getByRole('region', { name: 'Crypto deposit' });
  async function simulate(usd: string) {
    const amount = within(section).getByLabelText('Amount (USD)');
    await user.clear(amount);
    await user.type(amount, usd);
    await user.click(within(section).getByRole('button', { name: 'Simulate deposit' }));
  }
  return { user, panel, section, simulate };
}

describe('sandbox panel: the deposit line follows the deposit (issue #48 item 7)', () => {
  it('a deposit the clock confirms no longer reads pending', async () => {
    const { user, panel, section, simulate } = await openPanel();
    await simulate('100');
    expect(await within(section).findByText(/is pending\. Confirm it below\./)).toBeVisible();
    const clock = within(panel).getByRole('region', { name: 'Account clock' });
    await user.click(within(clock).getByRole('button', { name: '+5 min' }));
    expect(await within(section).findByText(/^Confirmed: \$\d+\.\d\d credited/)).toBeVisible();
    expect(within(section).queryByText(/is pending/)).toBeNull();
  });

  it('an old "below the minimum" does not stay under a new deposit', async () => {
    const { user, section, simulate } = await openPanel();
    await simulate('4');
    await user.click(await within(section).findByRole('button', { name: /^Confirm deposit of/ }));
    expect(await within(section).findByText(/^Below the minimum deposit/)).toBeVisible();
    await simulate('100');
    expect(
      await within(section).findByText('Deposit of $100.00 is pending. Confirm it below.'),
    ).toBeVisible();
    expect(within(section).queryByText(/^Below the minimum deposit/)).toBeNull();
  });

  it("starts on the account's own asset", async () => {
    const { section } = await openPanel('BTC');
    expect(within(section).getByLabelText('Currency')).toHaveDisplayValue('BTC');
  });
});
