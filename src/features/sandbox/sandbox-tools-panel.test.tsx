import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/session';
import { PANEL_OPEN, preloadLazy, sandboxPanel } from '../../test/preload';
import { renderApp } from '../../test/render';
import { setupTestSandbox } from '../../test/sandbox';

preloadLazy({ pages: ['overview'], parts: [sandboxPanel] });

async function openSection(name: string) {
  const user = userEvent.setup();
  renderApp('/');
  await user.click(await screen.findByRole('button', { name: /^Sandbox$/ }));
  const panel = await screen.findByRole('dialog', { name: 'Sandbox' }, PANEL_OPEN);
  return { user, section: within(panel).getByRole('region', { name }) };
}

describe('sandbox panel: the clock, scenarios and events (issue #31)', () => {
  it("+5 min moves the account's clock and expires a pending 3-D Secure check", async () => {
    const sandbox = setupTestSandbox();
    const { seed, cardId } = await sandbox.activeAccount(100);
    await sandbox.api('POST', `/cards/${cardId}/fund`, { amount: 50 }, seed);
    await sandbox.api(
      'POST',
      '/sandbox/purchases',
      { card_id: cardId, amount: 5, three_ds: true },
      seed,
    );
    sessionStore.signIn(seed);
    const { user, section } = await openSection('Account clock');
    expect(await within(section).findByText(/Account time:/)).toBeVisible();
    await user.click(within(section).getByRole('button', { name: '+5 min' }));
    expect(await within(section).findByText('3-D Secure checks expired: 1')).toBeVisible();
    const clock = (await sandbox.api('GET', '/sandbox/clock', undefined, seed)) as {
      offset_ms: number;
    };
    expect(clock.offset_ms).toBe(5 * 60 * 1000);
    // A second step has nothing left to fire.
    await user.click(within(section).getByRole('button', { name: '+5 min' }));
    expect(await within(section).findByText('Nothing fell due.')).toBeVisible();
  });

  it("+1 month past a card's expiry month says the card expired, and the card reads terminated", async () => {
    const sandbox = setupTestSandbox();
    const { seed, cardId } = await sandbox.activeAccount(100);
    const card = (await sandbox.api('GET', `/cards/${cardId}`, undefined, seed)) as {
      expires_at: string;
    };
    // The account clock a day before the card's month ends, in steps of at most 400 days.
    const target = Date.parse(card.expires_at) - 24 * 3600_000;
    for (;;) {
      const { now } = (await sandbox.api('GET', '/sandbox/clock', undefined, seed)) as {
        now: string;
      };
      if (Date.parse(now) >= target) break;
      const to = new Date(Math.min(target, Date.parse(now) + 400 * 24 * 3600_000)).toISOString();
      await sandbox.api('POST', '/sandbox/clock/advance', { to }, seed);
    }
    sessionStore.signIn(seed);
    const { user, section } = await openSection('Account clock');
    await user.click(within(section).getByRole('button', { name: '+1 month' }));
    expect(await within(section).findByText(/Cards expired: 1/)).toBeVisible();
    const after = (await sandbox.api('GET', `/cards/${cardId}`, undefined, seed)) as {
      status: string;
    };
    expect(after.status).toBe('terminated');
  });

  it('loads a scenario into an empty account, refuses it in words once there is data, and opens one in a new account', async () => {
    const sandbox = setupTestSandbox();
    const generated = (await sandbox.api('POST', '/', { card: 'visa' })) as { seed: string };
    sessionStore.signIn(generated.seed);
    const { user, section } = await openSection('Scenarios');
    const select = await within(section).findByLabelText('Scenario');
    await within(section).findByRole('option', { name: 'A card near its monthly limit' });
    await user.selectOptions(select, 'near-monthly-limit');
    expect(within(section).getByText(/\$480 of a \$500 monthly limit/)).toBeVisible();
    await user.click(within(section).getByRole('button', { name: 'Load into this account' }));
    expect(
      await within(section).findByText(
        'Loaded. Cards: 1 · Transactions: 12 · Deposits: 1 · Wallet: $100.00',
      ),
    ).toBeVisible();

    await user.click(within(section).getByRole('button', { name: 'Load into this account' }));
    expect(await within(section).findByText(/already has data/)).toBeVisible();

    await user.click(within(section).getByRole('button', { name: 'Open in a new account' }));
    const code = await within(section).findByText(/^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/);
    const newSeed = code.textContent!;
    expect(newSeed).not.toBe(generated.seed);
    await user.click(within(section).getByRole('button', { name: 'Switch to the new account' }));
    expect(sessionStore.getSeed()).toBe(newSeed);
    const cards = (await sandbox.api('GET', '/cards', undefined, newSeed)) as { data: unknown[] };
    expect(cards.data).toHaveLength(1);
  });

  it('triggers an event by name and lists what it emitted', async () => {
    const sandbox = setupTestSandbox();
    const { seed } = await sandbox.activeAccount(100);
    sessionStore.signIn(seed);
    const { user, section } = await openSection('Events');
    await user.selectOptions(within(section).getByLabelText('Event'), 'card.frozen');
    await user.click(within(section).getByRole('button', { name: 'Trigger' }));
    expect(await within(section).findByText(/^Emitted: .*card\.frozen/)).toBeVisible();
    const cards = (await sandbox.api('GET', '/cards', undefined, seed)) as {
      data: Array<{ status: string }>;
    };
    expect(cards.data.some((c) => c.status === 'frozen')).toBe(true);
  });
});
