import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/session';
import { PANEL_OPEN, preloadLazy, sandboxPanel } from '../../test/preload';
import { renderApp } from '../../test/render';
import { setupTestSandbox } from '../../test/sandbox';

// The 3-D Secure journey of e2e/three-ds-webhooks.spec.ts, moved for issue #46: the card funded,
// a purchase asking for a code from the Sandbox panel, the inbox, the checkout paid with the code.

preloadLazy({
  pages: ['overview', 'cardDetail', 'threeDs', 'transactions'],
  parts: [sandboxPanel],
});

/** Two pages, the panel twice and a page load: 15 s was short with other suites on 2 cores. */
const JOURNEY_MS = 60_000;
/** A page's arrival (its code, data and first render): over 5 s with other suites on 2 cores. */
const PAGE = { timeout: 15_000 };

const mainNav = () => within(screen.getByRole('navigation', { name: 'Main' }));

describe('3-D Secure journey', () => {
  it(
    'a 3-D Secure purchase appears without a reload; its code completes the checkout',
    async () => {
      const sandbox = setupTestSandbox();
      const { seed } = await sandbox.activeAccount(200);
      sessionStore.signIn(seed);
      const user = userEvent.setup();
      const view = renderApp('/');

      await user.click((await screen.findAllByRole('link', { name: /My first card/ }, PAGE))[0]!);
      await user.click(await screen.findByRole('button', { name: 'Fund' }, PAGE));
      const fund = await screen.findByRole('dialog');
      await user.type(within(fund).getByLabelText('Amount (USD)'), '100');
      await user.click(within(fund).getByRole('button', { name: 'Fund card' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      // Its toast is closed: in the browser the journey outlasts the toast's 4 s, here it would still
      // be up when the test asks below that the 3-D Secure news comes in no toast.
      const funded = (await screen.findByText(/^Added \$100\.00 to/)).closest<HTMLElement>(
        '[data-sonner-toast]',
      )!;
      // By keyboard: sonner's pointer handlers capture the pointer, which jsdom cannot.
      within(funded).getByRole('button', { name: 'Close' }).focus();
      await user.keyboard('{Enter}');
      await waitFor(() => expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(0));
      await user.click(mainNav().getByRole('link', { name: '3DS' }));
      expect(await screen.findByText('Nothing to approve', {}, PAGE)).toBeVisible();

      await user.click(screen.getByRole('button', { name: 'Sandbox' }));
      const panel = await screen.findByRole('dialog', { name: 'Sandbox' }, PANEL_OPEN);
      const merchant = within(panel).getByLabelText('Merchant');
      await user.selectOptions(
        merchant,
        within(merchant).getByRole('option', { name: 'Zalando (e-commerce, DE) · MCC 5691' }),
      );
      const amount = within(panel).getAllByLabelText('Amount (USD)')[1]!;
      await user.clear(amount);
      await user.type(amount, '49.90');
      await user.click(within(panel).getByLabelText('Merchant asks for 3-D Secure'));
      await user.click(within(panel).getByRole('button', { name: 'Simulate purchase' }));
      expect(await within(panel).findByText(/3-D Secure code sent/)).toBeVisible();
      // The browser closes the panel on Escape (a native <dialog>); jsdom has no such key, so its ×.
      await user.click(within(panel).getByRole('button', { name: 'Close' }));

      // No reload: the inbox polls, the nav and the title count it, and the app says so.
      const challenge = await screen.findByRole('listitem', { name: 'Zalando, $49.90' }, PAGE);
      expect(challenge).toBeVisible();
      await waitFor(() => expect(document.title).toBe('(1) Virtual Cards'));
      // On the inbox itself it is told to screen readers, not shown in a toast over it (issue #29).
      await waitFor(() =>
        expect(
          screen
            .getAllByRole('status')
            .some((s) => s.textContent?.includes('3-D Secure code requested: Zalando asks')),
        ).toBe(true),
      );
      expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(0);
      await user.click(within(challenge).getByRole('button', { name: 'Show code' }));
      const otp = (await within(challenge).findByTestId('otp')).textContent!;
      expect(otp).toMatch(/^\d{6}$/);

      await user.click(screen.getByRole('button', { name: 'Sandbox' }));
      const again = await screen.findByRole('dialog', { name: 'Sandbox' }, PANEL_OPEN);
      await user.type(await within(again).findByLabelText('One-time code'), otp);
      await user.click(within(again).getByRole('button', { name: 'Pay' }));
      expect(await within(again).findByText('Paid: $49.90 authorized.')).toBeVisible();
      await user.click(within(again).getByRole('button', { name: 'Close' }));
      expect(await screen.findByText('Nothing to approve')).toBeVisible();
      const past = screen.getByRole('list', { name: 'Past challenges' });
      expect((await within(past).findAllByText(/completed/i))[0]).toBeVisible();
      await waitFor(() => expect(document.title).toBe('Virtual Cards'));

      // A page load of the authorizations: the purchase is there.
      view.unmount();
      renderApp('/transactions?type=authorization');
      const list = await screen.findByRole('list', { name: 'Transactions' }, PAGE);
      expect(await within(list).findByText('Zalando', {}, PAGE)).toBeVisible();
    },
    JOURNEY_MS,
  );
});
