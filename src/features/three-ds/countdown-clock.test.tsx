import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/session';
import { preloadLazy } from '../../test/preload';
import { renderApp } from '../../test/render';
import { setupTestSandbox } from '../../test/sandbox';

/** The remaining time the card shows, in seconds ("4:59" → 299). */
function shownSeconds(item: HTMLElement): number {
  const [m, s] = within(item)
    .getByText(/^\d+:\d\d$/)
    .textContent!.split(':');
  return Number(m) * 60 + Number(s);
}

preloadLazy({ pages: ['threeDs'] });

describe('3-D Secure countdown on the account clock (issue #48 item 4)', () => {
  it('counts the 5 minutes on the account clock, and follows it when it is advanced', async () => {
    const sandbox = setupTestSandbox({ latencyMs: 0 });
    const { seed, cardId } = await sandbox.activeAccount(200);
    await sandbox.api('POST', `/cards/${cardId}/fund`, { amount: 100 }, seed);
    // The account's clock an hour ahead of real time: the challenge is dated by it.
    await sandbox.api('POST', '/sandbox/clock/advance', { seconds: 3600 }, seed);
    await sandbox.api(
      'POST',
      '/sandbox/purchases',
      {
        card_id: cardId,
        amount: 42,
        three_ds: true,
        merchant: { name: 'Zalando', category: 'ecommerce', mcc: '5999', country: 'DE' },
      },
      seed,
    );
    sessionStore.signIn(seed);
    const { queryClient } = renderApp('/3ds');
    const item = await screen.findByRole('listitem', { name: 'Zalando, $42.00' });
    await within(item).findByText(/^\d+:\d\d$/);
    expect(shownSeconds(item)).toBeGreaterThan(240);
    expect(shownSeconds(item)).toBeLessThanOrEqual(300);

    await sandbox.api('POST', '/sandbox/clock/advance', { seconds: 120 }, seed);
    await act(() => queryClient.invalidateQueries());
    await within(item).findByText(/^[0-2]:\d\d$/);
    expect(shownSeconds(item)).toBeGreaterThan(120);
    expect(shownSeconds(item)).toBeLessThanOrEqual(180);
  });
});
