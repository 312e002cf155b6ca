import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { readLooks, saveLook } from '../../lib/card-look';
import { sessionStore } from '../../lib/session';
import { preloadLazy } from '../../test/preload';
import { renderApp } from '../../test/render';
import { setupTestSandbox } from '../../test/sandbox';

preloadLazy({ pages: ['replaceCard'] });

const PAGE = { timeout: 15_000 };
type Card = Record<string, unknown> & { id: string; balance: number; status: string };

/**
 * The subscription scenario's card (Netflix, Spotify, iCloud+ found on it), given every setting a
 * card has and a look on this device; `before` sees each request the app sends.
 */
export async function cardWithEverything(before?: (request: Request) => Promise<void> | void) {
  const sandbox = setupTestSandbox({ before });
  const { seed } = (await sandbox.api(
    'POST',
    '/sandbox/scenarios/low-balance-recurring/accounts',
  )) as {
    seed: string;
  };
  const api = (method: string, path: string, body?: unknown) =>
    sandbox.api(method, path, body, seed);
  const { data } = (await api('GET', '/cards')) as { data: Card[] };
  const oldId = data[0]!.id;
  await api('POST', '/sandbox/deposits', { currency: 'btc', amount_usd: 500 });
  await api('POST', '/sandbox/clock/advance', { seconds: 3600 });
  await api('POST', `/cards/${oldId}/fund`, { amount: 123.45 });
  await api('PATCH', `/cards/${oldId}`, {
    label: 'Streaming',
    spending_limit: 250,
    allowed_categories: ['entertainment', 'software'],
    auto_freeze_at: 200,
    metadata: { team: 'home', budget_code: 42, shared: true },
  });
  saveLook(oldId, { colour: 'violet', emoji: '🎮' });
  sessionStore.signIn(seed);
  const cards = async () => ((await api('GET', '/cards')) as { data: Card[] }).data;
  const card = async (id: string) => (await api('GET', `/cards/${id}`)) as Card;
  const wallet = async () => ((await api('GET', '/wallet/balance')) as { balance: number }).balance;
  return { sandbox, seed, oldId, api, cards, card, wallet, old: await card(oldId) };
}

/** The one card that is not the old one. */
export async function newCardOf(cards: () => Promise<Card[]>, oldId: string) {
  const others = (await cards()).filter((c) => c.id !== oldId);
  expect(others).toHaveLength(1);
  return others[0]!;
}

describe('replace a card in one flow (issue #51 item 3)', () => {
  beforeEach(() => localStorage.clear());

  it('copies the settings and look, moves the balance exactly, and ends the old card only when confirmed', async () => {
    const user = userEvent.setup();
    const s = await cardWithEverything();
    const walletBefore = await s.wallet();
    expect(walletBefore).toBeGreaterThan(300);
    renderApp(`/cards/${s.oldId}/replace`);
    await screen.findByRole('heading', { level: 1, name: /^Replace Streaming •••• \d{4}$/ }, PAGE);
    expect(screen.getByText(/its balance of \$135\.85/)).toBeInTheDocument();
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
      balance: 135.85,
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
    expect((await s.card(s.oldId)).status).toBe('terminated');
    expect((await s.card(fresh.id)).balance).toBe(135.85);
    expect(await s.wallet()).toBe(walletBefore);
    expect(screen.getByRole('link', { name: 'Open the new card' })).toHaveAttribute(
      'href',
      `/cards/${fresh.id}`,
    );
  }, 60_000);
});
