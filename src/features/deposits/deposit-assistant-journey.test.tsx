import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/session';
import { PANEL_OPEN, preloadLazy, sandboxPanel } from '../../test/preload';
import { renderApp } from '../../test/render';
import { setupTestSandbox } from '../../test/sandbox';

preloadLazy({ pages: ['overview', 'deposits'], parts: [sandboxPanel] });

/**
 * Issue #32 item 3, the deposit assistant (decision 027), on the sandbox's scenario data: the
 * journeys of e2e/deposit-assistant.spec.ts (issue #46). Only the real clipboard stays there.
 */

/** Signs in to a new account made from `scenario` (funded in `asset`), on the Deposits page. */
async function openScenario(scenario: string, asset: string) {
  const sandbox = setupTestSandbox({ latencyMs: 0 });
  const made = await sandbox.api('POST', `/sandbox/scenarios/${scenario}/accounts`, { asset });
  sessionStore.signIn(made.seed);
  const user = userEvent.setup();
  renderApp('/');
  const nav = await screen.findByRole('navigation', { name: 'Main' });
  await user.click(within(nav).getByRole('link', { name: 'Deposits' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Deposits' })).toBeVisible();
  return { ...sandbox, user, seed: made.seed as string };
}

/** The first deposit's timeline (each row of the history holds one). */
const firstTimeline = async () =>
  (await screen.findAllByRole('list', { name: 'Progress of this deposit' }))[0]!;
/** Playwright's getByText: the innermost element whose whole text (its children's too) matches. */
const wholeText = (pattern: RegExp) => (_: string, element: Element | null) =>
  !!element &&
  pattern.test(element.textContent ?? '') &&
  ![...element.children].some((child) => pattern.test(child.textContent ?? ''));
const confirmationsOf = (timeline: HTMLElement) =>
  (within(timeline).getByRole('progressbar') as HTMLProgressElement).value;

describe('deposit assistant journeys', () => {
  it('before sending: the network, the minimum and the look-alike Tether come before the address', async () => {
    await openScenario('new-account-waiting-deposit', 'USDT-ERC20');
    const card = await screen.findByRole('region', { name: 'Tether on Ethereum (USDT-ERC20)' });
    expect(within(card).getByText('Check the network: look-alike coins')).toBeVisible();
    expect(
      within(card).getByText(/Tether on Solana \(USDT-SOL\) looks the same/),
    ).toHaveTextContent('This address takes USDT-ERC20 on ERC-20 only');
    const text = card.textContent!;
    const address = text.search(/0x[0-9a-fA-F]{40}/);
    expect(address).toBeGreaterThan(0);
    for (const first of ['ERC-20', '10 USDT-ERC20', 'look-alike'])
      expect(text.indexOf(first)).toBeLessThan(address);
  }, 60_000);

  it('a pending deposit advances on its timeline until it is credited', async () => {
    const { api, seed, user } = await openScenario('new-account-waiting-deposit', 'USDT-ERC20');
    const timeline = await firstTimeline();
    expect(within(timeline).getByText('Seen on the network')).toBeVisible();
    expect(within(timeline).getByText(/^(Waiting: )?\d+ of 12 confirmations$/)).toBeVisible();
    expect(within(timeline).getByText(/^Will credit \$\d+\.\d\d once confirmed$/)).toBeVisible();
    const before = confirmationsOf(timeline);
    expect(before).toBeLessThan(8);

    // 20 s on the account clock is 4 blocks of 5 s; the list polls (every 5 s, real time) while a
    // deposit is pending, so the wait is the poll's, not a fixed one.
    await api('POST', '/sandbox/clock/advance', { seconds: 20 }, seed);
    await waitFor(
      async () => expect(confirmationsOf(await firstTimeline())).toBeGreaterThanOrEqual(before + 4),
      { timeout: 20_000 },
    );
    expect(within(await firstTimeline()).getByText(/^\d+ of 12 confirmations$/)).toBeVisible();

    // The panel's chunk loads on first open: slow on a loaded machine.
    await user.click(screen.getByRole('button', { name: 'Sandbox' }));
    const panel = await screen.findByRole('dialog', { name: 'Sandbox' }, PANEL_OPEN);
    const clock = within(panel).getByRole('region', { name: 'Account clock' });
    await user.click(within(clock).getByRole('button', { name: '+5 min' }));
    expect(await within(clock).findByText('Deposits confirmed: 1')).toBeVisible();
    // The browser closes the panel on Escape (a native <dialog>); jsdom has no such key, so its ×.
    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(await within(await firstTimeline()).findByText('12 of 12 confirmations')).toBeVisible();
    expect(
      within(await firstTimeline()).getByText(wholeText(/^Credited \$\d+\.\d\d · /)),
    ).toBeVisible();
    expect(
      screen.queryAllByRole('region', { name: /Taking longer|Below the minimum/ }),
    ).toHaveLength(0);
  }, 120_000);

  it('busy month: the $4 USDT deposit below the minimum says why and copies a support message', async () => {
    const { user } = await openScenario('busy-month', 'USDT-ERC20');
    const list = await screen.findByRole('list', { name: 'Deposits' });
    const rows = [...list.querySelectorAll<HTMLElement>(':scope > li')].filter(
      (li) => within(li).queryByRole('region', { name: 'Below the minimum deposit' }) !== null,
    );
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(
      within(within(row).getByRole('list', { name: 'Progress of this deposit' })).getByText(
        wholeText(/^Not credited · /),
      ),
    ).toBeVisible();
    const help = within(row).getByRole('region', { name: 'Below the minimum deposit' });
    expect(help).toHaveTextContent(
      /is below the minimum deposit of 10 USDT-ERC20, so it was not credited/,
    );
    const shown = within(help)
      .getByRole('figure', { name: 'Message for support' })
      .querySelector('pre')!.textContent!;
    await user.click(within(help).getByRole('button', { name: 'Copy support message' }));
    expect(await within(help).findByText('Copied', { exact: true })).toBeVisible();
    // user-event's clipboard stands in for the browser's (e2e reads the real one).
    const copied = await navigator.clipboard.readText();
    expect(copied).toBe(shown);
    expect(copied).toContain('Asset: Tether on Ethereum (USDT-ERC20)');
    expect(copied).toContain('Network: ERC-20');
    expect(copied).toMatch(/Address: 0x[0-9a-fA-F]{40}/);
    expect(copied).toMatch(/Amount: 4(\.0+)? USDT-ERC20 \(\$4\.00\)/);
    expect(copied).toMatch(/Transaction hash: 0x[0-9a-f]{64}/);
  }, 60_000);
});
