import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../lib/paths';
import { sessionStore } from '../../lib/session';
import { preloadLazy } from '../../test/preload';
import { renderApp } from '../../test/render';
import { setupTestSandbox } from '../../test/sandbox';

preloadLazy({ pages: ['cards', 'cardDetail'] });

const PAGE = { timeout: 20_000 };
const RULES = '$4.00 of $9.99 monthly limit · Freezes after its next purchase';

/** A Trial-guard card (decision 028: limit = the price, freeze at a cent) with $4.00 spent. */
async function trialGuardCard() {
  const sandbox = setupTestSandbox();
  const { seed, cardId } = await sandbox.activeAccount(80);
  await sandbox.api('POST', `/cards/${cardId}/fund`, { amount: 20 }, seed);
  await sandbox.api('POST', '/sandbox/purchases', { card_id: cardId, amount: 4 }, seed);
  await sandbox.api(
    'PATCH',
    `/cards/${cardId}`,
    { spending_limit: 9.99, auto_freeze_at: 0.01 },
    seed,
  );
  sessionStore.signIn(seed);
  return { cardId };
}

// Issue #48: it read "Freezes itself at $0.01 · $4.00 of $0.01 this month" with a full bar.
describe('a Trial-guard card’s rules', () => {
  it('state the monthly limit with its progress and the freeze once, in the card list', async () => {
    await trialGuardCard();
    renderApp(paths.cards);
    // The table (wide screens) and the list (phones) each say it.
    expect(await screen.findAllByText(RULES, undefined, PAGE)).toHaveLength(2);
    for (const bar of screen.getAllByRole('progressbar'))
      expect(bar).toHaveAttribute('aria-valuemax', '999');
  }, 40_000);

  it('and on the card page', async () => {
    const { cardId } = await trialGuardCard();
    renderApp(paths.card(cardId));
    expect(await screen.findByText(RULES, undefined, PAGE)).toBeVisible();
    expect(screen.queryByText(/Freezes itself at/)).toBeNull();
  }, 40_000);
});
