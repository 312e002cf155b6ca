import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../lib/paths';
import { sessionStore } from '../../lib/session';
import { preloadLazy } from '../../test/preload';
import { renderApp } from '../../test/render';
import { setupTestSandbox } from '../../test/sandbox';

preloadLazy({ pages: ['cardDetail'] });

const PAGE = { timeout: 20_000 };

async function signedIn() {
  const sandbox = setupTestSandbox({ latencyMs: 0 });
  const { seed, cardId } = await sandbox.activeAccount(50);
  sessionStore.signIn(seed);
  return { cardId, user: userEvent.setup() };
}

// Issue #48 polish: words a cardholder tripped on.
describe('a card in plain words', () => {
  it('the card page names its type (network · type), not "card type 491653", and capitalises categories', async () => {
    const { cardId } = await signedIn();
    renderApp(paths.card(cardId));
    expect(
      await screen.findByText(/^•••• \d{4} · Visa · Everyday$/, undefined, PAGE),
    ).toBeInTheDocument();
    expect(screen.queryByText(/card type \d+/)).toBeNull();
    const form = await screen.findByRole('form', { name: 'Card settings' }, PAGE);
    expect(within(form).getByRole('checkbox', { name: 'Advertising' })).toBeInTheDocument();
    expect(within(form).queryByRole('checkbox', { name: 'advertising' })).toBeNull();
  }, 40_000);
});
