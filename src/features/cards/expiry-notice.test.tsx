import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/session';
import { preloadLazy } from '../../test/preload';
import { renderApp } from '../../test/render';
import { setupTestSandbox } from '../../test/sandbox';

preloadLazy({ pages: ['cardDetail'], parts: [() => import('./expiry-notice')] });

const DAY_MS = 24 * 60 * 60 * 1000;
const PAGE = { timeout: 15_000 };

/** A card opened on its page with the sandbox's clock `daysBefore` its expiry (none: as made). */
async function cardDaysBeforeExpiry(daysBefore?: number) {
  const s = setupTestSandbox();
  const { seed, cardId } = await s.activeAccount(100);
  const card = (await s.api('GET', `/cards/${cardId}`, undefined, seed)) as { expires_at: string };
  if (daysBefore !== undefined) {
    // The clock moves at most 400 days a step (decision 020).
    const clock = () => s.api('GET', '/sandbox/clock', undefined, seed) as Promise<{ now: string }>;
    const target = Date.parse(card.expires_at) - daysBefore * DAY_MS;
    for (
      let now = Date.parse((await clock()).now);
      now < target;
      now = Date.parse((await clock()).now)
    ) {
      const seconds = Math.min(400 * 86_400, Math.ceil((target - now) / 1000));
      await s.api('POST', '/sandbox/clock/advance', { seconds }, seed);
    }
  }
  sessionStore.signIn(seed);
  renderApp(`/cards/${cardId}`);
  await screen.findByRole('heading', { level: 1, name: 'My first card' }, PAGE);
  return cardId;
}

describe('a card near its expiry (issue #51 item 3)', () => {
  it('says nothing while the expiry is far off', async () => {
    await cardDaysBeforeExpiry();
    await screen.findByText('Total spent');
    expect(screen.queryByText(/This card expires/)).toBeNull();
  });

  it('within 30 days, says so and offers the replace', async () => {
    const cardId = await cardDaysBeforeExpiry(29.5);
    const notice = (await screen.findByText(/^This card expires in 30 days, on /, undefined, PAGE))
      .parentElement!.parentElement!;
    expect(within(notice).getByRole('link', { name: 'Replace this card' })).toHaveAttribute(
      'href',
      `/cards/${cardId}/replace`,
    );
  });

  it('on its last day, says one day (the sandbox ends the card at its expiry)', async () => {
    await cardDaysBeforeExpiry(0.5);
    expect(
      await screen.findByText(/^This card expires in 1 day, on /, undefined, PAGE),
    ).toBeInTheDocument();
  });
});
