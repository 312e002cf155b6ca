import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/session';
import { expectNoAxeViolations } from '../../test/axe';
import { preloadLazy } from '../../test/preload';
import { renderApp } from '../../test/render';
import { setupTestSandbox } from '../../test/sandbox';

preloadLazy({ pages: ['webhooks'] });

/**
 * Issue #31 item 4 (decision 021): Send example and Resend in the delivery log, by keyboard; the
 * journey of e2e/webhook-resend.spec.ts (issue #46). The phone's width stays there (layout).
 */
describe('webhooks: send an example event, then resend it, by keyboard', () => {
  it('registers an endpoint, sends it an example it does not subscribe to, and resends that', async () => {
    const sandbox = setupTestSandbox();
    const { seed } = await sandbox.activeAccount(100);
    sessionStore.signIn(seed);
    const user = userEvent.setup();
    renderApp('/webhooks');
    const register = await screen.findByRole(
      'form',
      { name: 'Register a webhook' },
      { timeout: 15_000 },
    );
    await user.type(
      within(register).getByLabelText('Endpoint URL'),
      'https://hooks.example.com/in',
    );
    await user.click(within(register).getByLabelText('All events, including ones added later'));
    expect(
      within(register).getByLabelText('All events, including ones added later'),
    ).not.toBeChecked();
    await user.click(within(register).getByLabelText('card.frozen'));
    await user.click(within(register).getByRole('button', { name: 'Register endpoint' }));
    await user.click(await screen.findByRole('button', { name: 'I stored the secret — done' }));

    // An example of an event the endpoint does not subscribe to still goes to it.
    const form = screen.getByRole('form', { name: 'Send an example event' });
    await waitFor(() =>
      expect((within(form).getByLabelText('Endpoint') as HTMLSelectElement).value).toMatch(/^wh_/),
    );
    const event = within(form).getByLabelText('Event');
    await user.selectOptions(event, 'transaction.refunded');
    event.focus();
    await user.tab();
    expect(within(form).getByRole('button', { name: 'Send example' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(within(form).getByRole('status')).toHaveTextContent(
        /Example transaction\.refunded sent as dlv_/,
      ),
    );
    const log = await screen.findByRole('list', { name: 'Deliveries' });
    const items = () =>
      within(screen.getByRole('list', { name: 'Deliveries' })).getAllByRole('listitem');
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(within(items()[0]!).getByText('example', { exact: true })).toBeVisible();

    // Open the delivery (a native <summary>: its Enter is the browser's, e2e presses it) and
    // resend it by keyboard.
    const summary = log.querySelector('summary')!;
    await user.click(summary);
    await waitFor(() => expect(summary.closest('details')).toHaveAttribute('open'));
    within(log).getByRole('button', { name: 'Resend' }).focus();
    await user.keyboard('{Enter}');
    expect(await within(log).findByText(/Resent as a new delivery \(dlv_\w+\)/)).toBeVisible();
    await waitFor(() => expect(items()).toHaveLength(2));
    expect(within(items()[0]!).getByText('resent', { exact: true })).toBeVisible();
    // The page with the delivery open and resent (the browser's axe walk adds contrast).
    await expectNoAxeViolations();
  }, 120_000);
});
