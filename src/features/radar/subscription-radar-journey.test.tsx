import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../lib/paths';
import { sessionStore } from '../../lib/session';
import { expectNoAxeViolations } from '../../test/axe';
import { PANEL_OPEN, preloadLazy, sandboxPanel } from '../../test/preload';
import { renderApp } from '../../test/render';
import { setupTestSandbox } from '../../test/sandbox';

// The journey of e2e/subscription-radar.spec.ts (issue #32 item 1, decision 026), moved for
// issue #46: the low-balance-recurring scenario, what the radar lists, warns and offers to fund.

preloadLazy({ pages: ['overview', 'cardDetail'], parts: [sandboxPanel] });

const DAY_S = 24 * 60 * 60;
/** 4–6 s each, 15–26 s with other suites on the 2 cores (load 29): 15 s was too little. */
const JOURNEY_MS = 60_000;
/** A page's arrival (its code, data and first render): over 5 s with other suites on 2 cores. */
const PAGE = { timeout: 15_000 };

/** The low-balance-recurring scenario, signed in, 25 days on its clock (warnings due). */
async function lowBalanceAccount() {
  const sandbox = setupTestSandbox();
  const made = (await sandbox.api('POST', '/sandbox/scenarios/low-balance-recurring/accounts')) as {
    seed: string;
  };
  // 25 days on the account clock: the next round ($28.97) is 2 days away, the card holds $12.40.
  await sandbox.api('POST', '/sandbox/clock/advance', { seconds: 25 * DAY_S }, made.seed);
  const cards = (await sandbox.api('GET', '/cards', undefined, made.seed)) as {
    data: Array<{ id: string }>;
  };
  sessionStore.signIn(made.seed);
  return { cardId: cards.data[0]!.id };
}

type Txn = { type: string; merchant: { name: string }; created_at: string };

/** The date a charge a calendar month after `iso` is expected, as the app writes it (English). */
function nextMonthly(iso: string) {
  const d = new Date(iso);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(d);
}

/** The radar shows once the page has its cards and transactions and has looked for repeats. */
const radarRegion = () => screen.findByRole('region', { name: 'Subscription radar' }, PAGE);
const radarRows = (radar: HTMLElement) =>
  within(within(radar).getByRole('list', { name: 'Subscriptions' })).getAllByRole('listitem');

describe('subscription radar: the low-balance-recurring journey', () => {
  it(
    'opened from the Sandbox panel, finds the monthly charges with their next dates, not the grocery runs, and warns of nothing yet',
    async () => {
      const sandbox = setupTestSandbox();
      const { seed } = await sandbox.activeAccount(20);
      sessionStore.signIn(seed);
      const user = userEvent.setup();
      renderApp('/');
      await user.click(await screen.findByRole('button', { name: /^Sandbox$/ }, PAGE));
      const panel = await screen.findByRole('dialog', { name: 'Sandbox' }, PANEL_OPEN);
      const scenarios = within(panel).getByRole('region', { name: 'Scenarios' });
      await within(scenarios).findByRole('option', { name: 'Low balance with recurring charges' });
      await user.selectOptions(
        within(scenarios).getByLabelText('Scenario'),
        'low-balance-recurring',
      );
      await user.click(within(scenarios).getByRole('button', { name: 'Open in a new account' }));
      expect(
        await within(scenarios).findByText(/^New account made\. Cards: 1 · Transactions: 24/),
      ).toBeVisible();
      const made = scenarios.querySelector('code')!.textContent!;
      await user.click(
        within(scenarios).getByRole('button', { name: 'Switch to the new account' }),
      );
      // The browser closes the panel on Escape (a native <dialog>); jsdom has no such key, so its ×.
      await user.click(within(panel).getByRole('button', { name: 'Close' }));

      const txns = (await sandbox.api('GET', '/transactions?per_page=100', undefined, made)) as {
        data: Txn[];
      };
      const last = (name: string) =>
        txns.data.find((t) => t.type === 'authorization' && t.merchant.name === name)!.created_at;
      const radar = await radarRegion();
      const rows = radarRows(radar);
      expect(rows).toHaveLength(3);
      const expected: Array<[string, string]> = [
        ['Netflix', '$15.99'],
        ['Spotify', '$9.99'],
        ['iCloud+', '$2.99'],
      ];
      for (const [i, [name, amount]] of expected.entries()) {
        expect(rows[i]).toHaveTextContent(`${name} · Monthly`);
        expect(rows[i]).toHaveTextContent(`Next: ${nextMonthly(last(name))}, ${amount}`);
      }
      expect(radar).not.toHaveTextContent("Trader Joe's");
      // The next round is 27 days away: nothing to warn about yet.
      expect(within(radar).queryAllByRole('status')).toHaveLength(0);
    },
    JOURNEY_MS,
  );

  it(
    '25 days on, the overview warns that the card will not cover the charges, and with the wallet short leads to Deposits with the difference',
    async () => {
      await lowBalanceAccount();
      const user = userEvent.setup();
      renderApp('/');
      const radar = await radarRegion();
      const warning = within(radar).getByRole('status');
      expect(warning).toHaveTextContent('will not cover its next charges');
      expect(warning).toHaveTextContent('Netflix, Spotify, and iCloud+: $28.97 expected by');
      expect(warning).toHaveTextContent('The card holds $12.40.');
      // The wallet holds $3.10: no fund form that cannot succeed, but the way to add money.
      expect(
        await within(warning).findByText(
          'It needs $16.57, and your wallet holds $3.10: add $13.47 to your wallet first.',
        ),
      ).toBeVisible();
      // The overview with its warning (the browser's axe walk adds contrast, light and dark).
      await expectNoAxeViolations();

      // The card's link leads to its own page, which lists the same three and the same warning.
      await user.click(screen.getAllByRole('link', { name: /Subscriptions/ })[0]!);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Subscriptions' }, PAGE),
      ).toBeVisible();
      const onCard = await radarRegion();
      expect(radarRows(onCard)).toHaveLength(3);
      const add = await within(onCard).findByRole('link', { name: /^Add \$13\.47 to your wallet/ });
      expect(add).toHaveAttribute('href', paths.depositsFor(1347));
      await user.click(add);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Deposits' }, PAGE),
      ).toBeVisible();
    },
    JOURNEY_MS,
  );

  it(
    'on the card page, "Not a subscription" hides one, and after a reload it stays hidden with a way back',
    async () => {
      const { cardId } = await lowBalanceAccount();
      const user = userEvent.setup();
      const view = renderApp(paths.card(cardId));
      const radar = await radarRegion();
      expect(radarRows(radar)).toHaveLength(3);
      await user.click(within(radar).getByRole('button', { name: 'Not a subscription: iCloud+' }));
      expect(radarRows(radar)).toHaveLength(2);

      // A reload: the app again at the same address with a fresh cache; this device remembers.
      view.unmount();
      renderApp(paths.card(cardId));
      const reloaded = await radarRegion();
      expect(radarRows(reloaded)).toHaveLength(2);
      expect(
        within(reloaded).getByRole('button', { name: 'Show 1 hidden charge again' }),
      ).toBeVisible();
      // The card page with one charge hidden (the browser's axe walk adds contrast, light and dark).
      await expectNoAxeViolations();
    },
    JOURNEY_MS,
  );
});
