import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/session';
import { preloadLazy } from '../../test/preload';
import { renderApp } from '../../test/render';
import { setupTestSandbox } from '../../test/sandbox';

preloadLazy({ pages: ['overview'] });

describe('overview: what needs attention', () => {
  it('lists every low card in one notice and calls out a card that froze itself', async () => {
    const sandbox = setupTestSandbox();
    const { seed } = await sandbox.activeAccount(500);
    // Three more cards with $2 each: under $10. The first ($0, never used) is new, not low.
    for (const label of ['Ads', 'Travel', 'Shop'])
      await sandbox.api('POST', '/cards', { bin_id: '485932', amount: 2, label }, seed);
    // A card that freezes itself once this month's spend reaches $20.
    const thrifty = await sandbox.api(
      'POST',
      '/cards',
      { bin_id: '485932', amount: 100, label: 'Thrifty' },
      seed,
    );
    await sandbox.api('PATCH', `/cards/${thrifty.id}`, { auto_freeze_at: 20 }, seed);
    await sandbox.api('POST', '/sandbox/purchases', { card_id: thrifty.id, amount: 25 }, seed);
    expect((await sandbox.api('GET', `/cards/${thrifty.id}`, undefined, seed)).status).toBe(
      'frozen',
    );

    sessionStore.signIn(seed);
    renderApp('/');
    const notice = await screen.findByRole('region', { name: 'Needs attention' });
    // One notice, not one alert per card.
    expect(within(notice).getAllByRole('status')).toHaveLength(1);
    expect(notice).toHaveTextContent('3 cards are low on funds · 1 card froze itself');
    expect(within(notice).getAllByRole('button', { name: /^Fund •••• \d{4}$/ })).toHaveLength(3);
    expect(within(notice).getByRole('link', { name: /Thrifty •••• \d{4}/ })).toBeInTheDocument();
    expect(notice).toHaveTextContent('auto-freeze threshold of $20.00');
  });

  it('shows no notice when nothing needs attention', async () => {
    const sandbox = setupTestSandbox();
    const { seed, cardId } = await sandbox.activeAccount(500);
    await sandbox.api('POST', `/cards/${cardId}/fund`, { amount: 50 }, seed);
    sessionStore.signIn(seed);
    renderApp('/');
    await screen.findByRole('heading', { name: 'Cards' });
    expect(screen.queryByRole('region', { name: 'Needs attention' })).toBeNull();
  });

  it('does not call a new card at $0 low on funds, and draws no empty charts', async () => {
    const sandbox = setupTestSandbox();
    const { seed } = await sandbox.activeAccount(500);
    sessionStore.signIn(seed);
    renderApp('/');
    await screen.findByRole('heading', { name: 'Cards' });
    expect(screen.queryByRole('region', { name: 'Needs attention' })).toBeNull();
    expect(screen.getByText('No purchases in the last 30 days.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Bar chart/ })).toBeNull();
  });

  it('still calls a card at $0 low once it has been used', async () => {
    const sandbox = setupTestSandbox();
    const { seed, cardId } = await sandbox.activeAccount(500);
    await sandbox.api('POST', `/cards/${cardId}/fund`, { amount: 20 }, seed);
    await sandbox.api('POST', '/sandbox/purchases', { card_id: cardId, amount: 20 }, seed);
    sessionStore.signIn(seed);
    renderApp('/');
    const notice = await screen.findByRole('region', { name: 'Needs attention' });
    expect(notice).toHaveTextContent('1 card is low on funds');
    expect(notice).toHaveTextContent('$0.00');
  });
});

describe('overview: before the first deposit', () => {
  it('names the network as people write it, not as the service sends it (issue #29, 11)', async () => {
    const sandbox = setupTestSandbox();
    // Signed in without the sign-up's funding wallet (another tab, a restored seed): the address
    // and its network come from the service, which writes "erc-20".
    const gen = await sandbox.api('POST', '/', {});
    sessionStore.signIn(gen.seed);
    renderApp('/');
    const waiting = await screen.findByRole('region', { name: 'Waiting for your first deposit' });
    expect(await within(waiting).findByText('Send USDT (ERC-20) to')).toBeInTheDocument();
    expect(
      await within(waiting).findByRole('img', { name: 'QR code of the USDT (ERC-20) address' }),
    ).toBeInTheDocument();
    expect(waiting).not.toHaveTextContent(/erc-20/);
  });
});
