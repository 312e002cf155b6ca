import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/session';
import { preloadLazy } from '../../test/preload';
import { renderApp } from '../../test/render';
import { setupTestSandbox } from '../../test/sandbox';

preloadLazy({ pages: ['deposits'] });

describe('deposits page', () => {
  it('shows every sign-up asset with its fee before sending; the sign-up wallet is the funding address', async () => {
    const sandbox = setupTestSandbox({ latencyMs: 0 });
    const gen = await sandbox.api('POST', '/', { asset: 'XMR' });
    sessionStore.signIn(gen.seed, { fundingWallet: gen.wallet });
    const user = userEvent.setup();
    renderApp('/deposits');

    const xmr = await screen.findByRole('region', { name: 'Monero (XMR)' });
    await user.click(screen.getByRole('button', { name: 'Other assets (5)' }));
    expect(within(xmr).getByText(gen.wallet.address)).toBeInTheDocument();
    expect(within(xmr).getByText('Your funding address (shown at sign-up)')).toBeInTheDocument();
    expect(
      within(xmr).getByText(
        'A fee of $0.50 is deducted when the deposit is credited: send $100.50 to receive $100.00.',
      ),
    ).toBeInTheDocument();
    for (const name of [
      'Bitcoin (BTC)',
      'Ether (ETH)',
      'Solana (SOL)',
      'Tether on Ethereum (USDT-ERC20)',
      'Tether on Solana (USDT-SOL)',
    ])
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    // Only one of them is the funding address.
    expect(screen.getAllByText('Your funding address (shown at sign-up)')).toHaveLength(1);
  });

  it('says "expected" while a deposit is pending, and tells a filter with no match from an empty history', async () => {
    const sandbox = setupTestSandbox({ latencyMs: 0 });
    const user = userEvent.setup();
    const gen = await sandbox.api('POST', '/', { asset: 'BTC' });
    await sandbox.api(
      'POST',
      '/sandbox/deposits',
      { currency: 'btc', amount_usd: 250.5 },
      gen.seed,
    );
    sessionStore.signIn(gen.seed);
    renderApp('/deposits');

    const list = await screen.findByRole('list', { name: 'Deposits' });
    expect(within(list).getByText(/expected \$248\.50 once confirmed/)).toBeInTheDocument();
    expect(within(list).queryByText(/credited/)).toBeNull();

    await user.selectOptions(screen.getByLabelText('Currency'), 'xmr');
    expect(await screen.findByText('No deposits match these filters')).toBeInTheDocument();
    expect(screen.queryByText('No deposits yet')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show all deposits' }));
    expect(await screen.findByRole('list', { name: 'Deposits' })).toBeInTheDocument();
  });

  it("leads with the account's own asset, then a returning person's history; other assets on demand (issue #48 item 15)", async () => {
    const sandbox = setupTestSandbox({ latencyMs: 0 });
    const user = userEvent.setup();
    const gen = await sandbox.api('POST', '/', { asset: 'SOL' });
    await sandbox.api('POST', '/sandbox/deposits', { currency: 'sol', amount_usd: 40 }, gen.seed);
    sessionStore.signIn(gen.seed, { fundingWallet: gen.wallet });
    renderApp('/deposits');

    const sol = await screen.findByRole('region', { name: 'Solana (SOL)' });
    const history = screen.getByRole('heading', { name: 'History' });
    const others = screen.getByRole('button', { name: 'Other assets (5)' });
    const follows = (a: Node, b: Node) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(sol, history)).toBe(true);
    expect(follows(history, others)).toBe(true);
    expect(screen.queryByRole('region', { name: 'Bitcoin (BTC)' })).toBeNull();
    expect(others).toHaveAttribute('aria-expanded', 'false');
    await user.click(others);
    expect(screen.getByRole('region', { name: 'Bitcoin (BTC)' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Hide other assets' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('pages a long history (50 a page) instead of rendering all of it', async () => {
    const sandbox = setupTestSandbox({ latencyMs: 0 });
    const user = userEvent.setup();
    const gen = await sandbox.api('POST', '/', { asset: 'BTC' });
    for (let i = 0; i < 60; i++)
      await sandbox.api(
        'POST',
        '/sandbox/deposits',
        { currency: 'sol', amount_usd: 20 + i },
        gen.seed,
      );
    sessionStore.signIn(gen.seed);
    renderApp('/deposits');

    const list = await screen.findByRole('list', { name: 'Deposits' });
    // Each deposit's row holds its timeline (a list of its own): count the rows only.
    const rows = (l: HTMLElement) => l.querySelectorAll(':scope > li');
    expect(rows(list)).toHaveLength(50);
    expect(screen.getByText('1–50 of 60')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /next/i }));
    expect(await screen.findByText('51–60 of 60')).toBeInTheDocument();
    expect(rows(screen.getByRole('list', { name: 'Deposits' }))).toHaveLength(10);
  });
});
