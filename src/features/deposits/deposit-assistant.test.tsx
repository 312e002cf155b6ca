import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/session';
import { preloadLazy } from '../../test/preload';
import { renderApp } from '../../test/render';
import { setupTestSandbox } from '../../test/sandbox';

preloadLazy({ pages: ['deposits'] });

/** A signed-in new account with one simulated deposit of `usd` in `currency`; the deposit's id. */
async function withDeposit(
  sandbox: ReturnType<typeof setupTestSandbox>,
  currency: string,
  usd: number,
) {
  const made = await sandbox.pendingDeposit(currency, usd);
  sessionStore.signIn(made.seed);
  return made;
}

const rowOf = async () =>
  (await screen.findByRole('list', { name: 'Deposits' })).querySelector(
    ':scope > li',
  ) as HTMLElement;

describe('deposit assistant', () => {
  it('says the network and the minimum before the address, and warns of the look-alike Tether', async () => {
    await withDeposit(setupTestSandbox({ latencyMs: 0 }), 'btc', 50);
    renderApp('/deposits');
    await userEvent.click(await screen.findByRole('button', { name: /^Other assets/ }));
    const erc20 = await screen.findByRole('region', { name: 'Tether on Ethereum (USDT-ERC20)' });
    const text = erc20.textContent!;
    expect(text.indexOf('ERC-20')).toBeLessThan(text.indexOf('0x'));
    expect(text.indexOf('10 USDT-ERC20')).toBeLessThan(text.indexOf('0x'));
    expect(within(erc20).getByText('Check the network: look-alike coins')).toBeInTheDocument();
    expect(
      within(erc20).getByText(/Tether on Solana \(USDT-SOL\) looks the same/),
    ).toHaveTextContent('travels on Solana (SPL). This address takes USDT-ERC20 on ERC-20 only');
    const spl = screen.getByRole('region', { name: 'Tether on Solana (USDT-SOL)' });
    expect(
      within(spl).getByText(/Tether on Ethereum \(USDT-ERC20\) looks the same/),
    ).toBeInTheDocument();
    const bitcoin = screen.getByRole('region', { name: 'Bitcoin (BTC)' });
    expect(within(bitcoin).queryByText(/look-alike/)).toBeNull();
  });

  it('a pending deposit is a timeline: seen, n of N confirmations, credit to come', async () => {
    const sandbox = setupTestSandbox({ latencyMs: 0 });
    await withDeposit(sandbox, 'usdt', 250);
    sandbox.clock.advance(20_000); // 4 sandbox blocks of 5 s
    renderApp('/deposits');
    const timeline = within(await rowOf()).getByRole('list', { name: 'Progress of this deposit' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      expect.stringMatching(/^Seen on the network · /),
      '4 of 12 confirmations',
      'Will credit $249.00 once confirmed',
    ]);
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    expect(
      within(timeline).getByRole('progressbar', { name: 'Confirmations: 4 of 12' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Taking longer/ })).toBeNull();
  });

  it('a confirmed deposit ends credited', async () => {
    const sandbox = setupTestSandbox({ latencyMs: 0 });
    const { seed, id } = await withDeposit(sandbox, 'usdt', 250);
    await sandbox.api('POST', `/sandbox/deposits/${id}/confirm`, undefined, seed);
    renderApp('/deposits');
    const timeline = within(await rowOf()).getByRole('list', { name: 'Progress of this deposit' });
    expect(within(timeline).getByText(/^12 of 12 confirmations$/)).toBeInTheDocument();
    expect(within(timeline).getByText('Credited $249.00')).toBeInTheDocument();
  });

  it('below the minimum: the cause in words and a support message that copies', async () => {
    const sandbox = setupTestSandbox({ latencyMs: 0 });
    const user = userEvent.setup();
    const { seed, id } = await withDeposit(sandbox, 'usdt', 4);
    await sandbox.api('POST', `/sandbox/deposits/${id}/confirm`, undefined, seed);
    const addresses = await sandbox.api('GET', '/wallet/deposit-address', undefined, seed);
    renderApp('/deposits');
    const help = within(await rowOf()).getByRole('region', { name: 'Below the minimum deposit' });
    expect(help).toHaveTextContent(
      /4(\.0+)? USDT-ERC20 is below the minimum deposit of 10 USDT-ERC20, so it was not credited/,
    );
    expect(within(await rowOf()).getByText('Not credited')).toBeInTheDocument();
    await user.click(within(help).getByRole('button', { name: 'Copy support message' }));
    const copied = await navigator.clipboard.readText();
    expect(copied).toContain(`Address: ${addresses.addresses.usdt}`);
    expect(copied).toContain('Asset: Tether on Ethereum (USDT-ERC20)');
    expect(copied).toContain('Network: ERC-20');
    expect(copied).toMatch(/Amount: 4(\.0+)? USDT-ERC20 \(\$4\.00\)/);
    expect(copied).toMatch(/Transaction hash: 0x[0-9a-f]{64}/);
    expect(within(help).getByRole('figure', { name: 'Message for support' })).toHaveTextContent(
      'Hello, I need help with a deposit.',
    );
  });

  it('late: a Solana deposit pending for 20 minutes says why it may be slow', async () => {
    const sandbox = setupTestSandbox({ latencyMs: 0 });
    // The deposit is seen 20 minutes before real time; then the service's clock catches up.
    sandbox.clock.set(Date.now() - 20 * 60_000);
    await withDeposit(sandbox, 'sol', 100);
    sandbox.clock.set(Date.now());
    renderApp('/deposits');
    // Late is judged once the account's clock is read: waited for.
    const help = await within(await rowOf()).findByRole('region', {
      name: 'Taking longer than usual',
    });
    expect(help).toHaveTextContent(
      'Waiting for 20 minutes; on Solana a deposit is usually credited within 1 minute.',
    );
    expect(within(help).getByRole('button', { name: 'Copy support message' })).toBeInTheDocument();
  });
});
