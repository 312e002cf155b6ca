import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/session';
import { PANEL_OPEN, preloadLazy, sandboxPanel } from '../../test/preload';
import { renderApp } from '../../test/render';
import { setupTestSandbox } from '../../test/sandbox';

preloadLazy({
  pages: ['overview', 'deposits'],
  parts: [sandboxPanel, () => import('qrcode.react')],
});

/** Playwright's getByText: the innermost element whose whole text (its children's too) matches. */
const wholeText = (pattern: RegExp) => (_: string, element: Element | null) =>
  !!element &&
  pattern.test(element.textContent ?? '') &&
  ![...element.children].some((child) => pattern.test(child.textContent ?? ''));

type User = ReturnType<typeof userEvent.setup>;

async function sandboxPanelOpen(user: User) {
  // The panel's chunk loads on first open: slow on a loaded machine.
  await user.click(screen.getByRole('button', { name: 'Sandbox' }));
  return screen.findByRole('dialog', { name: 'Sandbox' }, PANEL_OPEN);
}
/** The browser closes the panel on Escape (a native <dialog>); jsdom has no such key, so its ×. */
const closePanel = (user: User, panel: HTMLElement) =>
  user.click(within(panel).getByRole('button', { name: 'Close' }));

/** The money journey of e2e/money.spec.ts (issue #46): a deposit from the Sandbox panel. */
describe('a deposit, from the Deposits page to the balance', () => {
  it('goes pending → confirmed in the history and the balance', async () => {
    const sandbox = setupTestSandbox();
    const { seed } = await sandbox.activeAccount(50);
    sessionStore.signIn(seed);
    const user = userEvent.setup();
    renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: 'Deposits' }));
    // The account's own asset leads; the others, ETH among them, are one click away (#48 item 15).
    await user.click(await screen.findByRole('button', { name: /^Other assets/ }));
    expect(await screen.findByRole('heading', { name: 'Bitcoin (BTC)' })).toBeVisible();
    expect(
      await screen.findByRole('img', { name: 'QR code of the ETH deposit address' }),
    ).toBeVisible();

    const panel = await sandboxPanelOpen(user);
    await user.selectOptions(within(panel).getByLabelText('Currency'), 'eth');
    const amount = within(panel).getAllByLabelText('Amount (USD)')[0]!;
    await user.clear(amount);
    await user.type(amount, '250');
    await user.click(within(panel).getByRole('button', { name: 'Simulate deposit' }));
    expect(
      await within(panel).findByText('Deposit of $250.00 is pending.', { exact: false }),
    ).toBeVisible();
    await closePanel(user, panel);

    const history = await screen.findByRole('list', { name: 'Deposits' });
    // A row of the history (each holds its timeline, a list of its own) that says ETH.
    const ethRow = () =>
      [
        ...screen
          .getByRole('list', { name: 'Deposits' })
          .querySelectorAll<HTMLElement>(':scope > li'),
      ].find((li) => li.textContent?.includes('ETH'))!;
    expect(await within(history).findByText('Pending', { exact: true })).toBeVisible();
    expect(within(ethRow()).getByText('Pending', { exact: true })).toBeVisible();
    expect(within(ethRow()).getByText(/of 12 confirmations/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Wallet $50.00' })).toBeVisible();

    const again = await sandboxPanelOpen(user);
    await user.click(within(again).getByRole('button', { name: 'Confirm deposit of $250.00' }));
    expect(
      await within(again).findByText('Confirmed: $248.50 credited to the wallet.'),
    ).toBeVisible();
    await closePanel(user, again);
    expect(await within(ethRow()).findByText('Confirmed', { exact: true })).toBeVisible();
    expect(within(ethRow()).getByText(wholeText(/^Credited \$248\.50 · /))).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Wallet $298.50' })).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Status'), 'confirmed');
    // Rows only: each holds its timeline, a list of its own.
    await within(screen.getByRole('main')).findByRole('list', { name: 'Deposits' });
    await expect
      .poll(() => screen.getByRole('list', { name: 'Deposits' }).querySelectorAll(':scope > li'))
      .toHaveLength(2);
  }, 120_000);
});
