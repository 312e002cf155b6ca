import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/session';
import { PANEL_OPEN, preloadLazy, sandboxPanel } from '../../test/preload';
import { renderApp } from '../../test/render';
import { setupTestSandbox } from '../../test/sandbox';

preloadLazy({ pages: ['webhooks', 'overview'], parts: [sandboxPanel] });

/** Resend and Send example in the Webhooks page's delivery log (issue #31 item 4, decision 021). */
describe('delivery log actions', () => {
  async function open() {
    const sandbox = setupTestSandbox();
    const { seed } = await sandbox.activeAccount(50);
    sessionStore.signIn(seed);
    const hook = await sandbox.api(
      'POST',
      '/webhooks',
      { url: 'https://example.com/in', events: ['deposit.pending'] },
      seed,
    );
    await sandbox.api('POST', '/sandbox/deposits', { currency: 'btc', amount_usd: 20 }, seed);
    const user = userEvent.setup();
    renderApp('/webhooks');
    const log = await screen.findByRole('list', { name: 'Deliveries' }, { timeout: 12_000 });
    return { ...sandbox, seed, user, log, hookId: hook.id as string };
  }
  const items = (log: HTMLElement) => within(log).getAllByRole('listitem');

  it('resends a delivery from its row and sends an example of a chosen event', async () => {
    const { user, log, api, seed } = await open();
    await user.click(within(log).getByText('deposit.pending'));
    await user.click(within(log).getByRole('button', { name: 'Resend' }));
    expect(
      await within(log).findByText(/Resent as a new delivery \(dlv_\w+\), at the top of the log/),
    ).toBeInTheDocument();
    await waitFor(() => expect(items(log)).toHaveLength(2));
    expect(within(items(log)[0]!).getByText('resent')).toBeInTheDocument();
    const [resent, original] = (await api('GET', '/sandbox/webhooks/deliveries', undefined, seed))
      .data;
    expect(resent).toMatchObject({ resend_of: original.id, payload: original.payload });

    const form = screen.getByRole('form', { name: 'Send an example event' });
    expect(within(form).getByLabelText('Endpoint')).toHaveDisplayValue('https://example.com/in');
    await user.selectOptions(within(form).getByLabelText('Event'), '3ds.challenge');
    await user.click(within(form).getByRole('button', { name: 'Send example' }));
    expect(
      await within(form).findByText(
        /Example 3ds\.challenge sent as dlv_\w+, at the top of the log/,
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(items(log)).toHaveLength(3));
    expect(within(items(log)[0]!).getByText('example')).toBeInTheDocument();
    expect(within(items(log)[0]!).getByText('3ds.challenge')).toBeInTheDocument();
  }, 30_000);

  it('says why a resend failed, beside its button', async () => {
    const { user, log, api, seed, hookId } = await open();
    await api('DELETE', `/webhooks/${hookId}`, undefined, seed);
    await user.click(within(log).getByText('deposit.pending'));
    await user.click(within(log).getByRole('button', { name: 'Resend' }));
    expect(await within(log).findByRole('alert')).toHaveTextContent(
      'No such webhook for this seed.',
    );
    expect((await api('GET', '/sandbox/webhooks/deliveries', undefined, seed)).data).toHaveLength(
      1,
    );
  }, 30_000);

  it('the Sandbox panel points to the delivery log, and closes on the way', async () => {
    const sandbox = setupTestSandbox();
    const { seed } = await sandbox.activeAccount(50);
    sessionStore.signIn(seed);
    await sandbox.api('POST', '/webhooks', { url: 'https://example.com/in', events: ['*'] }, seed);
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: /^Sandbox$/ }));
    const panel = await screen.findByRole('dialog', { name: 'Sandbox' }, PANEL_OPEN);
    const section = within(panel).getByRole('region', { name: 'Webhook resend and examples' });
    await user.click(within(section).getByRole('link', { name: /delivery log/ }));
    expect(
      await screen.findByRole('form', { name: 'Send an example event' }, { timeout: 12_000 }),
    ).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sandbox' })).toBeNull());
  }, 30_000);
});
