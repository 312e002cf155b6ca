/* eslint-disable lingui/no-unlocalized-strings -- test data, not words for a person */
import { expect } from 'vitest';
import { saveLook } from '../../lib/card-look';
import { sessionStore } from '../../lib/session';
import { setupTestSandbox } from '../../test/sandbox';

export type Card = Record<string, unknown> & { id: string; balance: number; status: string };

/**
 * The subscription scenario's card (Netflix, Spotify, iCloud+ found on it), given every setting a
 * card has and a look on this device; `hooks.before` sees each request the app sends.
 */
export async function cardWithEverything() {
  /** What a test does to the app's requests before the sandbox sees them (a fault, a hold). */
  const hooks: { before?: (request: Request) => Promise<void> | void } = {};
  const sandbox = setupTestSandbox({ before: (request) => hooks.before?.(request) });
  const { seed } = (await sandbox.api(
    'POST',
    '/sandbox/scenarios/low-balance-recurring/accounts',
  )) as {
    seed: string;
  };
  const api = (method: string, path: string, body?: unknown) =>
    sandbox.api(method, path, body, seed);
  const oldId = await giveEverything(api);
  sessionStore.signIn(seed);
  const cards = async () => ((await api('GET', '/cards')) as { data: Card[] }).data;
  const card = async (id: string) => (await api('GET', `/cards/${id}`)) as Card;
  const wallet = async () => ((await api('GET', '/wallet/balance')) as { balance: number }).balance;
  return { sandbox, hooks, seed, oldId, api, cards, card, wallet, old: await card(oldId) };
}

/**
 * Every setting a card has, on the scenario account's first card, through `api` (as the account:
 * in memory or over HTTP), with a look on this device and money to move; the card's id.
 */
export async function giveEverything(
  api: (method: string, path: string, body?: unknown) => Promise<unknown>,
) {
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
  return oldId;
}

/** The one card that is not the old one. */
export async function newCardOf(cards: () => Promise<Card[]>, oldId: string) {
  const others = (await cards()).filter((c) => c.id !== oldId);
  expect(others).toHaveLength(1);
  return others[0]!;
}
