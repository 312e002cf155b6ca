import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/session';
import { preloadLazy } from '../../test/preload';
import { renderApp } from '../../test/render';
import { setupTestSandbox } from '../../test/sandbox';

preloadLazy({ pages: ['transactions'] });

const steam = { name: 'Steam', category: 'gaming', mcc: '5816', country: 'US' };
const flight = { name: 'Lufthansa', category: 'travel', mcc: '3008', country: 'DE' };

async function withPurchase() {
  const s = setupTestSandbox();
  const { seed, cardId } = await s.activeAccount(100);
  await s.api('POST', `/cards/${cardId}/fund`, { amount: 50 }, seed);
  const auth = await s.api(
    'POST',
    '/sandbox/purchases',
    { card_id: cardId, amount: 5, merchant: steam },
    seed,
  );
  sessionStore.signIn(seed);
  return { ...s, seed, cardId, auth, user: userEvent.setup() };
}

describe('Only allow purchases like this one', () => {
  it('locks the card to the category after a confirmation naming it and the card', async () => {
    const s = await withPurchase();
    renderApp(`/transactions?txn=${s.auth.id}`);
    const drawer = await screen.findByRole('dialog', { name: 'Steam' });
    await s.user.click(
      await within(drawer).findByRole('button', { name: 'Only allow purchases like this one' }),
    );
    const confirm = within(drawer).getByRole('group', {
      name: /^Lock My first card •••• \d{4} to Gaming\?/,
    });
    // Nothing is sent before the confirmation; Cancel sends nothing either.
    expect(s.requests.filter((r) => r.method === 'PATCH')).toHaveLength(0);
    await s.user.click(within(confirm).getByRole('button', { name: 'Lock to Gaming' }));
    expect(
      await within(drawer).findByText(
        /^My first card •••• \d{4} only allows purchases in Gaming\.$/,
      ),
    ).toBeInTheDocument();
    const [patch] = s.requests.filter((r) => r.method === 'PATCH');
    expect(await patch!.clone().json()).toEqual({ allowed_categories: ['gaming'] });
    const declined = await s.api(
      'POST',
      '/sandbox/purchases',
      { card_id: s.cardId, amount: 5, merchant: flight },
      s.seed,
    );
    expect(declined.type).toBe('decline');
  }, 30_000);

  it('is not offered on a terminated card', async () => {
    const s = await withPurchase();
    await s.api('DELETE', `/cards/${s.cardId}`, undefined, s.seed);
    renderApp(`/transactions?txn=${s.auth.id}`);
    const drawer = await screen.findByRole('dialog', { name: 'Steam' });
    await waitFor(() =>
      expect(s.requests.some((r) => r.url.endsWith(`/cards/${s.cardId}`))).toBe(true),
    );
    await within(drawer).findByText('Transaction id');
    await new Promise((r) => setTimeout(r, 50));
    expect(within(drawer).queryByRole('button', { name: /Only allow/ })).toBeNull();
  });
});
