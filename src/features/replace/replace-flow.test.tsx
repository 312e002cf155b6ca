import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { readLooks } from '../../lib/card-look';
import { preloadLazy } from '../../test/preload';
import { renderApp } from '../../test/render';
import { cardWithEverything, newCardOf } from './replace.fixtures';

preloadLazy({ pages: ['replaceCard'] });

const PAGE = { timeout: 15_000 };
describe('replace a card in one flow (issue #51 item 3)', () => {
  beforeEach(() => localStorage.clear());

  it('copies the settings and look, moves the balance exactly, and ends the old card only when confirmed', async () => {
    const user = userEvent.setup();
    const s = await cardWithEverything();
    const walletBefore = await s.wallet();
    expect(walletBefore).toBeGreaterThan(300);
    renderApp(`/cards/${s.oldId}/replace`);
    // A no-break space: on a phone the title never ends a line between the mask and the digits.
    const title = /^Replace Streaming ••••\u00a0\d{4}$/;
    await screen.findByRole('heading', { level: 1, name: title }, PAGE);
    // The plans on the device are read beside the card: the intro shows once both are.
    const moved = `its balance of $${s.old.balance.toFixed(2)},`;
    expect(await screen.findByText((text) => text.includes(moved), undefined, PAGE)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Start the replace' }));

    // Everything up to the old card's end runs; the end waits for a confirmation.
    const end = await screen.findByRole('button', { name: 'End the old card' }, PAGE);
    const fresh = await newCardOf(s.cards, s.oldId);
    const made = await s.card(fresh.id);
    expect(made).toMatchObject({
      bin_id: s.old.bin_id,
      label: 'Streaming',
      spending_limit: 250,
      allowed_categories: ['entertainment', 'software'],
      auto_freeze_at: 200,
      metadata: { team: 'home', budget_code: 42, shared: true },
      balance: s.old.balance,
      status: 'active',
    });
    expect(readLooks()[fresh.id]).toEqual({ colour: 'violet', emoji: '🎮' });
    expect(await s.card(s.oldId)).toMatchObject({ balance: 0, status: 'active' });
    expect(await s.wallet()).toBe(walletBefore);
    expect(screen.getByRole('list', { name: 'Steps' })).toHaveTextContent(
      /Make the new card: done/,
    );

    // The subscriptions the radar found on the old card, each with a tick kept in the plan.
    const subs = screen.getByRole('region', { name: 'Subscriptions to move' });
    const netflix = within(subs).getByRole('checkbox', { name: /Netflix/ });
    await user.click(netflix);
    await screen.findByRole('checkbox', { name: /Netflix/, checked: true });

    await user.click(end);
    expect(screen.getByText(/2 subscriptions are not ticked as moved/)).toBeInTheDocument();
    expect((await s.card(s.oldId)).status).toBe('active');
    await user.click(screen.getByRole('button', { name: 'Yes, end the old card' }));
    await screen.findByText('Card replaced', undefined, PAGE);
    // The mask and the last four joined by a no-break space: they never part at a line's end.
    const said = await screen.findByText(/^The new card/, undefined, PAGE);
    expect(said.textContent).toMatch(/^The new card ••••\u00a0\d{4} has/);
    expect((await s.card(s.oldId)).status).toBe('terminated');
    expect((await s.card(fresh.id)).balance).toBe(s.old.balance);
    expect(await s.wallet()).toBe(walletBefore);
    expect(screen.getByRole('link', { name: 'Open the new card' })).toHaveAttribute(
      'href',
      `/cards/${fresh.id}`,
    );
    // The way back leads to the card that is, not to the one just ended.
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Go to the new card' })).toHaveAttribute(
      'href',
      `/cards/${fresh.id}`,
    );
    expect(screen.getByText(/The old card is ended\./)).toBeVisible();
  }, 60_000);
});
