import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/session';
import { preloadLazy } from '../../test/preload';
import { renderApp } from '../../test/render';
import { setupTestSandbox } from '../../test/sandbox';
import { expectNoAxeViolations } from '../../test/axe';

preloadLazy({ pages: ['overview', 'cards', 'cardDetail'] });

/** A page's first render after a request or two: over 5 s on a busy 2-core machine. */
const SLOW = { timeout: 20_000 };

async function twoCards() {
  const sandbox = setupTestSandbox();
  const { seed, cardId } = await sandbox.activeAccount(100);
  await sandbox.api('PATCH', `/cards/${cardId}`, { label: 'Travel' }, seed);
  const created = (await sandbox.api(
    'POST',
    '/cards',
    { bin_id: '426684', amount: 20, label: 'Groceries' },
    seed,
  )) as { card_id?: string; id?: string; data?: { card_id?: string } };
  const groceriesId = created.card_id ?? created.id ?? created.data?.card_id ?? '';
  const card = async (id: string) =>
    (await sandbox.api('GET', `/cards/${id}`, undefined, seed)) as {
      last4: string;
      status: string;
    };
  sessionStore.signIn(seed);
  return { sandbox, travelId: cardId, groceriesId, card };
}

describe('command menu', () => {
  // A long keyboard journey (27 steps, ~40 keystrokes, each filtering the menu), its code loaded
  // first (preloadLazy). What is left is work: 4-13 s alone, 15-32 s beside a second Vitest
  // process on the shared 2-core machine (load 10-13), every step slower alike; its CPU profile is
  // jsdom's style and selector matching and React rendering, no code loading. Hence 45 s, not 15.
  it('finds a card by its last four, freezes it, and opens another, by keyboard alone', async () => {
    const { travelId, groceriesId, card } = await twoCards();
    const travel = await card(travelId);
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });

    await user.keyboard('{Control>}k{/Control}');
    const menu = await screen.findByRole('dialog', { name: 'Command menu' });
    const input = within(menu).getByRole('combobox');
    expect(input).toHaveFocus();
    await within(menu).findByRole('option', { name: /Groceries/ });
    await user.keyboard(travel.last4);
    const options = within(menu).getAllByRole('option');
    expect(options[0]).toHaveTextContent(`Travel •••• ${travel.last4}`);
    await user.keyboard('{Enter}');
    expect(within(menu).getByRole('group', { name: `Travel •••• ${travel.last4}` })).toBeVisible();
    await user.keyboard('freeze');
    expect(within(menu).getByRole('option', { selected: true })).toHaveTextContent(
      /Freeze the card/,
    );
    await user.keyboard('{Enter}');
    await waitFor(async () => expect((await card(travelId)).status).toBe('frozen'));
    expect(screen.queryByRole('dialog', { name: 'Command menu' })).not.toBeInTheDocument();
    expect((await screen.findAllByText(`Frozen: Travel •••• ${travel.last4}`))[0]).toBeVisible();

    await user.keyboard('{Control>}k{/Control}');
    const again = await screen.findByRole('dialog', { name: 'Command menu' });
    await within(again).findByRole('option', { name: /Groceries/ });
    await user.keyboard('groceries{Enter}');
    // Backspace on the empty search goes back to everything; Enter again comes back.
    await user.keyboard('{Backspace}');
    expect(within(again).getByRole('group', { name: 'Go to' })).toBeVisible();
    await user.keyboard('groceries');
    expect(within(again).getByRole('option', { selected: true })).toHaveTextContent('Groceries');
    await user.keyboard('{Enter}open the card{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/cards/${groceriesId}`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Groceries' })).toBeVisible();
  }, 45_000);

  it('opens the shortcuts with ?, but not while typing in a field', async () => {
    await twoCards();
    const user = userEvent.setup();
    renderApp('/cards');
    const filter = await screen.findByRole('searchbox', { name: /label/i });
    await user.type(filter, '?/');
    expect(filter).toHaveValue('?/');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(document.body);
    await user.keyboard('?');
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(help).getByText('Open or close the command menu (⌘ K on a Mac)')).toBeVisible();
    // (Esc is the browser's: jsdom's <dialog> does not close on it. The e2e test presses it.)
    await user.click(within(help).getByRole('button', { name: /close/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.keyboard('/');
    expect(await screen.findByRole('dialog', { name: 'Command menu' })).toBeVisible();
  });

  // From e2e/command-menu.spec.ts (issue #46). The fund form and the reveal arrive with the
  // history entry's state; the page clears it, so coming back to the entry does not open them again.
  it('funds and reveals a card from the menu, once: Back and a reload do not open the form again', async () => {
    const { travelId, groceriesId, card } = await twoCards();
    const travel = await card(travelId);
    const user = userEvent.setup();
    const first = renderApp(`/cards/${groceriesId}`);
    await screen.findByRole('heading', { level: 1, name: 'Groceries' }, SLOW);

    await user.keyboard('{Control>}k{/Control}');
    const menu = await screen.findByRole('dialog', { name: 'Command menu' });
    await within(menu).findByRole('option', { name: /Groceries/ });
    await user.keyboard('groceries{Enter}fund{Enter}');
    const fund = await screen.findByRole('dialog', { name: /Fund/ });
    expect(fund).toBeVisible();
    await waitFor(() => expect(first.router.state.location.state).toBeNull());
    // Escape: jsdom's <dialog> does not send its `cancel` as the browser does; the test sends it.
    await user.keyboard('{Escape}');
    fireEvent(fund, new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Fund/ })).toBeNull());
    await act(() => first.router.navigate('/cards'));
    await screen.findByRole('heading', { level: 1, name: 'Cards' }, SLOW);
    await act(() => first.router.navigate(-1));
    expect(await screen.findByRole('heading', { level: 1, name: 'Groceries' }, SLOW)).toBeVisible();
    expect(screen.queryByRole('dialog', { name: /Fund/ })).toBeNull();

    // A reload: a fresh app (and query cache) at the same address.
    first.unmount();
    const { router } = renderApp(`/cards/${groceriesId}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Groceries' }, SLOW)).toBeVisible();
    expect(screen.queryByRole('dialog', { name: /Fund/ })).toBeNull();

    // Reveal from the menu, for the other card: its number is shown without another click.
    await user.keyboard('{Control>}k{/Control}');
    const again = await screen.findByRole('dialog', { name: 'Command menu' });
    expect(within(again).getByRole('combobox')).toHaveFocus();
    await user.keyboard(travel.last4);
    // After the reload the cards load when the menu opens ("Loading your cards…").
    await waitFor(() =>
      expect(within(again).getByRole('option', { selected: true })).toHaveTextContent('Travel'),
    );
    await user.keyboard('{Enter}reveal{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/cards/${travelId}`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Travel' }, SLOW)).toBeVisible();
    expect(await screen.findByText(/Hiding in/)).toBeVisible();
    expect(
      await screen.findByText(new RegExp(`\\d{4} \\d{4} \\d{4} ${travel.last4}`)),
    ).toBeVisible();
  }, 60_000);

  it('the menu (from its header button) and the shortcuts help pass axe', async () => {
    await twoCards();
    const user = userEvent.setup();
    renderApp('/');
    await screen.findByRole('heading', { level: 1 }, SLOW);
    await user.click(screen.getByRole('button', { name: 'Search and commands' }));
    const menu = await screen.findByRole('dialog', { name: 'Command menu' });
    expect(await within(menu).findByRole('option', { name: /Groceries/ })).toBeVisible();
    await expectNoAxeViolations();
    // Escape: jsdom's <dialog> does not send its `cancel` as the browser does; the test sends it.
    await user.keyboard('{Escape}');
    fireEvent(menu, new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.keyboard('?');
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(help).toHaveTextContent('Open or close the command menu');
    await expectNoAxeViolations();
  }, 60_000);
});
