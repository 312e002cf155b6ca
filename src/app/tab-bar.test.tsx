import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../lib/session';
import { preloadLazy } from '../test/preload';
import { renderApp } from '../test/render';
import { setupTestSandbox } from '../test/sandbox';

preloadLazy({ pages: ['cards', 'cardDetail', 'deposits'] });

async function signedIn(path: string) {
  const sandbox = setupTestSandbox();
  const { seed, cardId } = await sandbox.activeAccount(100);
  sessionStore.signIn(seed);
  return { ...renderApp(path.replace(':card', cardId)), cardId };
}

/** The phone's tab bar (issue #48 item 13): CSS shows it below 640 px only; its structure here. */
describe('the phone tab bar', () => {
  it('has five tabs, in order, the current one marked; a card page is under Cards', async () => {
    await signedIn('/cards/:card');
    await screen.findByRole('heading', { level: 1, name: 'My first card' });
    const tabs = await screen.findByRole('navigation', { name: 'Tabs' });
    const items = within(tabs).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Overview',
      'Cards',
      'Activity',
      '3DS',
      'More',
    ]);
    expect(within(tabs).getByRole('link', { name: 'Cards' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    for (const name of ['Overview', 'Activity', '3DS'])
      expect(within(tabs).getByRole('link', { name })).not.toHaveAttribute('aria-current');
    const more = within(tabs).getByRole('button', { name: 'More' });
    expect(more).not.toHaveAttribute('aria-current');
    expect(within(tabs).getByRole('link', { name: 'Activity' })).toHaveAttribute(
      'href',
      '/transactions',
    );
  });

  it('More opens the rest of the navigation and the account, Escape closes it; behind it, More is current', async () => {
    const user = userEvent.setup();
    const { router } = await signedIn('/cards');
    const tabs = await screen.findByRole('navigation', { name: 'Tabs' });
    const more = within(tabs).getByRole('button', { name: 'More' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById('mobile-nav')!;
    expect(menu).toHaveAccessibleName('Main');
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Deposits', 'Webhooks', 'Settings']);
    expect(within(menu).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(document.getElementById('mobile-nav')).toBeNull();
    expect(more).toHaveFocus();

    // Focus going elsewhere closes it too: left open it would cover what Tab reaches next.
    await user.click(more);
    const main = screen.getByRole('heading', { level: 1, name: 'Cards' }).closest('main')!;
    act(() => main.focus());
    expect(document.getElementById('mobile-nav')).toBeNull();

    await user.click(more);
    await user.click(within(document.getElementById('mobile-nav')!).getByText('Deposits'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/deposits'));
    expect(document.getElementById('mobile-nav')).toBeNull();
    await waitFor(() => expect(more).toHaveAttribute('aria-current', 'true'));
    for (const link of within(tabs).getAllByRole('link'))
      expect(link).not.toHaveAttribute('aria-current');
  });
});
