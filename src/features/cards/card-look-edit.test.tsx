import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/session';
import { preloadLazy } from '../../test/preload';
import { renderApp } from '../../test/render';
import { setupTestSandbox } from '../../test/sandbox';

preloadLazy({ pages: ['cardDetail'] });

async function openCard(terminated = false) {
  const s = setupTestSandbox();
  const { seed, cardId } = await s.activeAccount(100);
  if (terminated) await s.api('DELETE', `/cards/${cardId}`, undefined, seed);
  sessionStore.signIn(seed);
  renderApp(`/cards/${cardId}`);
  await screen.findByRole('heading', { level: 1, name: 'My first card' });
  await screen.findByText('Total spent');
}

const before = (a: Node, b: Node) =>
  Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

/** Issue #48 item 14: the card page leads with the card and its actions; the look waits. */
describe('the card page on a phone', () => {
  it('leads with the card and its actions; the look picker opens from "Edit look", after them', async () => {
    await openCard();
    const actions = screen.getByRole('group', { name: 'Card actions' });
    const art = screen.getByLabelText('Card number');
    expect(before(art, actions)).toBe(true);
    // Nothing to choose from before asking: no colours or emoji on the page.
    expect(screen.queryByRole('group', { name: 'Colour' })).toBeNull();
    const edit = screen.getByRole('button', { name: 'Edit look' });
    expect(edit).toHaveAttribute('aria-expanded', 'false');
    // After the actions, a quiet row: Show details, Edit look; then the balance.
    const details = screen.getByRole('button', { name: 'Show details' });
    expect(before(actions, details)).toBe(true);
    expect(before(details, edit)).toBe(true);
    expect(before(edit, screen.getByText('Balance'))).toBe(true);

    await userEvent.setup().click(edit);
    expect(edit).toHaveAttribute('aria-expanded', 'true');
    const colours = screen.getByRole('group', { name: 'Colour' });
    expect(before(actions, colours)).toBe(true);
    expect(within(colours).getByRole('radio', { name: 'No colour' })).toBeChecked();
  });

  it('"Show details" at the top reveals the details in their panel', async () => {
    await openCard();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show details' }));
    const panel = screen.getByRole('region', { name: 'Card details' });
    expect(await within(panel).findByRole('button', { name: 'Hide now' })).toBeInTheDocument();
  });

  it('a terminated card offers no look to edit', async () => {
    await openCard(true);
    await screen.findByText('This card is terminated.', { exact: false });
    expect(screen.queryByRole('button', { name: 'Edit look' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Colour' })).toBeNull();
  });
});
