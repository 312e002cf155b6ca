import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/session';
import { preloadLazy } from '../../test/preload';
import { renderApp } from '../../test/render';
import { setupTestSandbox } from '../../test/sandbox';

preloadLazy({ pages: ['cardDetail'] });

/** A signed-in account whose first card is active, frozen or terminated, opened on its page. */
async function openCardIn(state: 'active' | 'frozen' | 'terminated') {
  const s = setupTestSandbox();
  const { seed, cardId } = await s.activeAccount(100);
  await s.api('POST', `/cards/${cardId}/fund`, { amount: 20 }, seed);
  await s.api('POST', '/sandbox/purchases', { card_id: cardId, amount: 5 }, seed);
  if (state === 'frozen') await s.api('POST', `/cards/${cardId}/freeze`, undefined, seed);
  if (state === 'terminated') await s.api('DELETE', `/cards/${cardId}`, undefined, seed);
  const card = await s.api('GET', `/cards/${cardId}`, undefined, seed);
  sessionStore.signIn(seed);
  renderApp(`/cards/${cardId}`);
  await screen.findByRole('heading', { level: 1, name: 'My first card' });
  await screen.findByText('Total spent');
  const art = screen.getByLabelText('Card number').parentElement!;
  return { ...s, seed, cardId, card, art };
}

/** The class list of a live card's art, to compare another state's face with. */
async function liveFace() {
  const face = (await openCardIn('active')).art.className;
  cleanup();
  return face;
}

describe('card states at a glance (issue #29)', () => {
  it('a frozen card wears another face than a live one, with its state in words on it', async () => {
    const live = await liveFace();
    const { art } = await openCardIn('frozen');
    // Not the same art with a small badge: the face itself changes.
    expect(art.className).not.toBe(live);
    expect(art).toHaveAttribute('data-state', 'frozen');
    expect(within(art).getByText('Frozen')).toBeInTheDocument();
    // Frozen is on hold, not gone: everything still holds, and can be undone.
    expect(within(art).getByText('Expires')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unfreeze' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reveal card details' })).toBeInTheDocument();
  });

  it('a terminated card says only what is still true', async () => {
    const live = await liveFace();
    const { art, card } = await openCardIn('terminated');
    expect(art.className).not.toBe(live);
    expect(art).toHaveAttribute('data-state', 'terminated');
    expect(within(art).getByText('Terminated')).toBeInTheDocument();
    // What is still true: its label, last four, termination and history.
    expect(within(art).getByText(`•••• •••• •••• ${card.last4}`)).toBeInTheDocument();
    expect(screen.getByText('This card is terminated.', { exact: false })).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'Recent transactions' });
    expect(await within(history).findAllByRole('listitem')).not.toHaveLength(0);
    // What is not: no expiry, no limit or month's spending, no reveal, no reveal budget, no settings.
    expect(screen.queryByText('Expires')).toBeNull();
    expect(screen.queryByText(/No limit|spent this month|Monthly spending limit/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reveal card details' })).toBeNull();
    expect(screen.queryByText(/reveals left/)).toBeNull();
    expect(screen.queryByRole('form', { name: 'Card settings' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Fund|Withdraw|Freeze|Terminate/ })).toBeNull();
  });
});
