import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/session';
import { paths } from '../../lib/paths';
import { preloadLazy } from '../../test/preload';
import { renderApp } from '../../test/render';
import { setupTestSandbox } from '../../test/sandbox';

preloadLazy({ pages: ['overview', 'cardDetail', 'deposits'] });

const PAGE = { timeout: 15_000 };

const DAY_S = 24 * 60 * 60;

/** The low-balance scenario: its last round of charges 3 days ago, so the next is 27 days off. */
async function scenario(aheadDays = 0, depositUsd = 0) {
  const sandbox = setupTestSandbox();
  const made = (await sandbox.api('POST', '/sandbox/scenarios/low-balance-recurring/accounts')) as {
    seed: string;
  };
  // Confirmed when the clock moves past its last block (decision 020).
  if (depositUsd)
    await sandbox.api(
      'POST',
      '/sandbox/deposits',
      { currency: 'btc', amount_usd: depositUsd },
      made.seed,
    );
  if (aheadDays)
    await sandbox.api('POST', '/sandbox/clock/advance', { seconds: aheadDays * DAY_S }, made.seed);
  const cards = (await sandbox.api('GET', '/cards', undefined, made.seed)) as {
    data: Array<{ id: string }>;
  };
  sessionStore.signIn(made.seed);
  return { cardId: cards.data[0]!.id };
}

const radarRegion = () =>
  screen.findByRole('region', { name: 'Subscription radar' }, { timeout: 15_000 });

describe('subscription radar', () => {
  beforeEach(() => localStorage.clear());

  it('lists the three subscriptions on the overview, not the grocery shop, and no warning yet', async () => {
    await scenario();
    renderApp('/');
    const radar = await radarRegion();
    const rows = within(within(radar).getByRole('list', { name: 'Subscriptions' })).getAllByRole(
      'listitem',
    );
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/^Netflix · Monthly · Subscriptions •••• \d{4}Next: .+, \$15\.99/),
      expect.stringMatching(/^Spotify · Monthly .*\$9\.99/),
      expect.stringMatching(/^iCloud\+ · Monthly .*\$2\.99/),
    ]);
    expect(radar).not.toHaveTextContent("Trader Joe's");
    expect(within(radar).queryByRole('status')).toBeNull();
  });

  it('within 3 days, with the wallet short: says both amounts and leads to Deposits with the shortfall', async () => {
    await scenario(25);
    renderApp('/');
    const radar = await radarRegion();
    const warning = within(radar).getByRole('status');
    expect(warning).toHaveTextContent('Subscriptions •••• ');
    expect(warning).toHaveTextContent('will not cover its next charges');
    expect(warning).toHaveTextContent('Netflix, Spotify, and iCloud+: $28.97 expected by');
    expect(warning).toHaveTextContent('The card holds $12.40.');
    // Issue #48: the fund dialog could not succeed with $3.10 in the wallet, and had no way on.
    expect(
      await within(warning).findByText(
        'It needs $16.57, and your wallet holds $3.10: add $13.47 to your wallet first.',
      ),
    ).toBeInTheDocument();
    expect(within(warning).queryByRole('button', { name: /^Fund/ })).toBeNull();
    const add = within(warning).getByRole('link', {
      name: /^Add \$13\.47 to your wallet for Subscriptions •••• \d{4}$/,
    });
    expect(add).toHaveTextContent('Add $13.47');
    expect(add).toHaveAttribute('href', '/deposits?need=1347');

    // Deposits says the sum first, and each address what to send for it, its fee included.
    await userEvent.click(add);
    expect(await screen.findByText('Your wallet needs $13.47 more', {}, PAGE)).toBeVisible();
    // The account's own address (the others are one click away) says what to send for it.
    const [own] = await screen.findAllByRole('region', { name: /\(/ });
    expect(within(own!).getByText(/: send \$\d+\.\d\d to receive \$13\.47\.$/)).toBeVisible();
  });

  it('within 3 days, with enough in the wallet: funds the shortfall from one button', async () => {
    await scenario(25, 50);
    const user = userEvent.setup();
    renderApp('/');
    const radar = await radarRegion();
    const warning = within(radar).getByRole('status');
    expect(warning).toHaveTextContent('The card holds $12.40.');
    await user.click(
      await within(warning).findByRole('button', { name: /^Fund \$16\.57 on Subscriptions/ }),
    );
    expect(within(warning).queryByRole('link', { name: /^Add/ })).toBeNull();
    const dialog = await screen.findByRole('dialog', { name: /^Fund •••• \d{4}$/ });
    expect(within(dialog).getByLabelText('Amount (USD)')).toHaveValue('16.57');
    await user.click(within(dialog).getByRole('button', { name: 'Fund card' }));
    expect(await screen.findByText(/^Added \$16\.57 to •••• \d{4}$/)).toBeInTheDocument();
  });

  it('on the card page: "Not a subscription" hides one on this device, and it can come back', async () => {
    const { cardId } = await scenario();
    const user = userEvent.setup();
    const view = renderApp(paths.card(cardId));
    const radar = await radarRegion();
    // One card's page: no card names in the rows.
    expect(radar).not.toHaveTextContent('••••');
    await user.click(within(radar).getByRole('button', { name: 'Not a subscription: Spotify' }));
    expect(radar).not.toHaveTextContent('Spotify');
    expect(localStorage.getItem('vcs.radar.dismissed')).toBe(JSON.stringify([`${cardId}:spotify`]));
    view.unmount();
    renderApp(paths.card(cardId));
    const again = await radarRegion();
    expect(again).not.toHaveTextContent('Spotify');
    await user.click(within(again).getByRole('button', { name: 'Show 1 hidden charge again' }));
    expect(again).toHaveTextContent('Spotify');
    expect(localStorage.getItem('vcs.radar.dismissed')).toBeNull();
  });
});
