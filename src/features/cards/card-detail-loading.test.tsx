import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { sessionStore } from '../../lib/session';
import { preloadLazy } from '../../test/preload';
import { renderApp } from '../../test/render';
import { setupTestSandbox } from '../../test/sandbox';

preloadLazy({ pages: ['cardDetail'] });

/**
 * The card's page before its card arrives is the card's shape: a card whose number is all dots,
 * in the type of the card's own number, so nothing jumps when the card comes (decision 005).
 */
it('while the card is on its way, shows a card whose number is all dots, then the card in its place', async () => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let cardId = '';
  const s = setupTestSandbox({
    before: (request) =>
      cardId && new URL(request.url).pathname.endsWith(`/cards/${cardId}`) ? held : undefined,
  });
  const account = await s.activeAccount(100);
  const seed = account.seed;
  cardId = account.cardId;
  sessionStore.signIn(seed);
  renderApp(`/cards/${cardId}`);

  const dots = await screen.findByText('•••• •••• •••• ••••');
  const loading = dots.closest('[role="status"]')!;
  expect(loading).toHaveAccessibleName('Loading this card');
  expect(screen.queryByLabelText('Card number')).toBeNull();

  release();
  const number = await screen.findByLabelText('Card number');
  expect(number).toHaveTextContent(/^•••• •••• •••• \d{4}$/);
  expect(number.className).toBe(dots.className);
  expect(loading).not.toBeInTheDocument();
});
