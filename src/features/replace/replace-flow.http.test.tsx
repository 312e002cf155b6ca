import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureApi } from '../../api/client';
import { sessionStore } from '../../lib/session';
import { call, startApi, type Api } from '../../test/api-process';
import { preloadLazy } from '../../test/preload';
import { renderApp } from '../../test/render';

preloadLazy({ pages: ['replaceCard'] });

const PAGE = { timeout: 20_000 };
type Card = { id: string; balance: number; status: string } & Record<string, unknown>;

/*
 * Issue #51's "against `npm run api`": the replace walked by the app over real HTTP to the sandbox
 * as a Node process (src/test/api-process.ts), not the in-memory service of the other tests: the
 * same requests, idempotency keys and answers, through the network's fetch.
 */
let api: Api;
beforeAll(async () => {
  api = await startApi();
  configureApi({
    baseUrl: api.base,
    getSeed: sessionStore.getSeed,
    retryDelayMs: 0,
    fetch: (input, init) => globalThis.fetch(input, init),
  });
}, 30_000);
afterAll(() => api?.stop());

describe('replace a card against `npm run api` (issue #51 item 3)', () => {
  it('moves the balance and the settings to a new card and ends the old one', async () => {
    const user = userEvent.setup();
    const made = await call(api.base, 'POST', '/', { body: { card: 'visa' } });
    const seed = made.body.seed as string;
    const ask = async (method: string, path: string, body?: unknown) =>
      (await call(api.base, method, path, { seed, body })).body;
    const deposit = await ask('POST', '/sandbox/deposits', { currency: 'usdt', amount_usd: 301 });
    await ask('POST', `/sandbox/deposits/${deposit.id}/confirm`);
    const oldId = ((await ask('GET', '/cards')) as { data: Card[] }).data[0]!.id;
    await ask('POST', `/cards/${oldId}/fund`, { amount: 123.45 });
    const settings = {
      label: 'Streaming',
      spending_limit: 250,
      allowed_categories: ['entertainment', 'software'],
      auto_freeze_at: 200,
      metadata: { team: 'home' },
    };
    await ask('PATCH', `/cards/${oldId}`, settings);
    const walletBefore = (await ask('GET', '/wallet/balance')).balance as number;
    sessionStore.signIn(seed);

    renderApp(`/cards/${oldId}/replace`);
    await user.click(await screen.findByRole('button', { name: 'Start the replace' }, PAGE));
    await user.click(await screen.findByRole('button', { name: 'End the old card' }, PAGE));
    await user.click(screen.getByRole('button', { name: 'Yes, end the old card' }));
    await screen.findByText('Card replaced', undefined, PAGE);

    const cards = ((await ask('GET', '/cards')) as { data: Card[] }).data;
    expect(cards).toHaveLength(2);
    const fresh = (await ask('GET', `/cards/${cards.find((c) => c.id !== oldId)!.id}`)) as Card;
    expect(fresh).toMatchObject({ ...settings, balance: 123.45, status: 'active' });
    expect(cards.find((card) => card.id === oldId)).toMatchObject({
      balance: 0,
      status: 'terminated',
    });
    expect((await ask('GET', '/wallet/balance')).balance).toBe(walletBefore);
  }, 90_000);
});
