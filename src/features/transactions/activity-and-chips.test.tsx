import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { dateToDay } from '../../lib/calendar-day';
import { activateLocale, startI18n } from '../../lib/i18n/i18n';
import { sessionStore } from '../../lib/session';
import { preloadLazy } from '../../test/preload';
import { renderApp } from '../../test/render';
import { setupTestSandbox } from '../../test/sandbox';
import { expectNoAxeViolations } from '../../test/axe';

preloadLazy({
  pages: ['transactions', 'cardDetail'],
  parts: [() => import('./filter-editor'), () => import('./filter-menu')],
  languages: ['fr'],
});

const DAY = 24 * 60 * 60 * 1000;
const merchant = { name: 'Lufthansa', category: 'travel', mcc: '3008', country: 'DE' };

/** Purchases three days ago, yesterday and now on the sandbox's clock (it ends at the present). */
async function threeDaysOfPurchases() {
  const sandbox = setupTestSandbox({ start: Date.now() - 3 * DAY });
  const { seed, cardId } = await sandbox.activeAccount(100);
  await sandbox.api('POST', `/cards/${cardId}/fund`, { amount: 60 }, seed);
  const buy = (name: string) =>
    sandbox.api(
      'POST',
      '/sandbox/purchases',
      { card_id: cardId, amount: 5, merchant: { ...merchant, name } },
      seed,
    );
  await buy('Three days ago');
  sandbox.clock.advance(2 * DAY);
  await buy('Yesterday shop');
  sandbox.clock.advance(DAY - 60_000);
  await buy('Today shop');
  sessionStore.signIn(seed);
  return { sandbox, seed, cardId };
}

describe('activity by day and filters as chips (issue #33, decision 031)', () => {
  afterEach(() => startI18n('en'));

  it('groups rows under "Aujourd’hui", "Hier" and a date in French, each row with its time', async () => {
    await threeDaysOfPurchases();
    await activateLocale('fr');
    renderApp('/transactions');
    const list = await screen.findByRole('list', { name: 'Transactions' });
    await within(list).findByText('Today shop');
    const headings = within(list)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    const threeDaysAgo = new Intl.DateTimeFormat('fr', {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      ...(new Date(Date.now() - 3 * DAY).getFullYear() !== new Date().getFullYear()
        ? { year: 'numeric' }
        : {}),
    }).format(new Date(Date.now() - 3 * DAY));
    expect(headings).toEqual([
      'Aujourd’hui',
      'Hier',
      threeDaysAgo.charAt(0).toUpperCase() + threeDaysAgo.slice(1),
    ]);
    // One item per purchase (the heading rides in its day's first item); the time only.
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByRole('heading')).toHaveTextContent('Aujourd’hui');
    expect(items[0]!.querySelector('time')!.textContent).toMatch(/^\d{2}:\d{2}$/);
    // Not settled yet: "En attente" in words, not a colour alone.
    expect(within(items[0]!).getAllByText('En attente').length).toBeGreaterThan(0);
  });

  it('a date preset chip sets the URL; removing a chip clears its parameter only', async () => {
    await threeDaysOfPurchases();
    const user = userEvent.setup();
    const { router } = renderApp('/transactions?type=authorization');
    const filters = await screen.findByRole('search', { name: 'Filter transactions' });
    // Filtered to authorizations, the list holds no settlement: none is claimed to be pending.
    const list = await screen.findByRole('list', { name: 'Transactions' });
    await within(list).findByText('Today shop');
    expect(within(list).getAllByText('Authorized')).toHaveLength(3);
    expect(within(list).queryByText('Pending')).toBeNull();
    await user.click(within(filters).getByRole('button', { name: 'Add filter' }));
    const menu = await within(filters).findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Date', 'Card', 'Type', 'Merchant', 'Amount']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Date' }));
    const sheet = await screen.findByRole('dialog', { name: 'Date' });
    await user.click(within(sheet).getByRole('button', { name: 'Last 7 days' }));
    const today = new Date();
    const weekAgo = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 6);
    const params = () => new URLSearchParams(router.state.location.search);
    await waitFor(() => expect(params().get('from')).toBe(dateToDay(weekAgo)));
    expect(params().get('to')).toBe(dateToDay(today));
    expect(params().get('type')).toBe('authorization');
    await within(filters).findByRole('button', { name: 'Date: Last 7 days' });

    await user.click(
      within(filters).getByRole('button', {
        name: 'Remove filter: Type: Purchases (pending or settled)',
      }),
    );
    await waitFor(() => expect(params().has('type')).toBe(false));
    expect(params().get('from')).toBe(dateToDay(weekAgo));
    await user.click(
      within(filters).getByRole('button', { name: 'Remove filter: Date: Last 7 days' }),
    );
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() =>
      expect(within(filters).queryByRole('button', { name: /^Remove filter/ })).toBeNull(),
    );
  });

  it('applies an amount range from its editor and refuses one that is not an amount', async () => {
    await threeDaysOfPurchases();
    const user = userEvent.setup();
    const { router } = renderApp('/transactions?min_amount=1');
    const filters = await screen.findByRole('search', { name: 'Filter transactions' });
    await user.click(
      await within(filters).findByRole('button', { name: 'Amount: at least $1.00' }),
    );
    const sheet = await screen.findByRole('dialog', { name: 'Amount' });
    await user.type(within(sheet).getByLabelText('Max amount'), 'abc');
    expect(within(sheet).getByRole('button', { name: 'Apply' })).toBeDisabled();
    await user.clear(within(sheet).getByLabelText('Max amount'));
    await user.type(within(sheet).getByLabelText('Max amount'), '20');
    await user.click(within(sheet).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(router.state.location.search).toBe('?min_amount=1&max_amount=20'));
    await act(() => router.navigate(-1));
    await within(filters).findByRole('button', { name: 'Amount: at least $1.00' });
  });

  // Moved from e2e/activity-and-chips.spec.ts (issue #46): the same journey, its axe audits here
  // (names, roles, ARIA) and in the browser's walk (contrast).
  it('reads by day with pending in words; a preset chip sets the URL, removing it clears it; the card page reads the same', async () => {
    const sandbox = setupTestSandbox();
    const { seed, cardId } = await sandbox.activeAccount(200);
    await sandbox.api('POST', `/cards/${cardId}/fund`, { amount: 100 }, seed);
    const buy = (name: string, category: string) =>
      sandbox.api(
        'POST',
        '/sandbox/purchases',
        { card_id: cardId, amount: 12, merchant: { name, category, mcc: '5999', country: 'US' } },
        seed,
      );
    const settled = await buy('Lufthansa', 'travel');
    await sandbox.api('POST', `/sandbox/transactions/${settled.id}/settle`, undefined, seed);
    await buy('Corner Café', 'food_and_drink');
    sessionStore.signIn(seed);
    const user = userEvent.setup();
    const { router } = renderApp('/transactions');

    const list = await screen.findByRole('list', { name: 'Transactions' });
    const cafe = await within(list).findByRole('button', { name: /Corner Café/ });
    const flight = within(list).getByRole('button', { name: /Lufthansa/ });
    expect(within(list).getAllByRole('heading', { level: 2, name: 'Today' })).toHaveLength(1);
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    // Not settled: "Pending" in words; the settled one is not pending. The time only, no date
    // (\s: Intl puts a narrow no-break space before AM/PM).
    expect(cafe).toHaveTextContent('Pending');
    expect(flight).toHaveTextContent('Settled');
    expect(flight).not.toHaveTextContent('Pending');
    expect(cafe.querySelector('time')!.textContent).toMatch(/^\d{1,2}:\d{2}(\s[AP]M)?$/);
    expect(cafe.querySelector('svg')).toBeVisible();
    // Keyboard as before: a row is a button, Enter opens the drawer, Escape closes it. jsdom's
    // <dialog> does not turn Escape into `cancel` as the browser does: the test sends both.
    cafe.focus();
    await user.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: 'Corner Café' });
    await user.keyboard('{Escape}');
    fireEvent(drawer, new Event('cancel', { cancelable: true }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Corner Café' })).not.toBeInTheDocument(),
    );

    // "+ Add filter": a menu of the kinds, by keyboard.
    const filters = screen.getByRole('search', { name: 'Filter transactions' });
    await user.click(within(filters).getByRole('button', { name: 'Add filter' }));
    const menu = await within(filters).findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Date', 'Card', 'Type', 'Merchant', 'Amount']);
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Date' })).toHaveFocus());
    await expectNoAxeViolations();
    await user.keyboard('{Enter}');
    const editor = await screen.findByRole('dialog', { name: 'Date' });
    await user.click(within(editor).getByRole('button', { name: 'Last 7 days' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Date' })).toBeNull());
    const today = new Date();
    const weekAgo = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 6);
    await waitFor(() =>
      expect(router.state.location.search).toMatch(
        `from=${dateToDay(weekAgo)}&to=${dateToDay(today)}`,
      ),
    );
    expect(await within(filters).findByRole('button', { name: 'Date: Last 7 days' })).toBeVisible();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    await expectNoAxeViolations();

    await user.click(
      within(filters).getByRole('button', { name: 'Remove filter: Date: Last 7 days' }),
    );
    await waitFor(() => expect(router.state.location.search).not.toMatch(/from=|to=/));
    await waitFor(() =>
      expect(within(filters).queryAllByRole('button', { name: /^Remove filter/ })).toHaveLength(0),
    );

    // The card page's recent activity reads the same way.
    await act(() => router.navigate(`/cards/${cardId}`));
    const recent = await screen.findByRole('region', { name: 'Recent transactions' });
    expect(await within(recent).findByRole('heading', { level: 3, name: 'Today' })).toBeVisible();
    const cafeItem = within(recent)
      .getAllByRole('listitem')
      .find((item) => item.textContent!.includes('Corner Café'));
    expect(cafeItem).toHaveTextContent('Pending');
    await expectNoAxeViolations();
  }, 60_000);
});
