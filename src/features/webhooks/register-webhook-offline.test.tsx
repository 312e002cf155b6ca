import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/session';
import { renderApp } from '../../test/render';
import { setupTestSandbox } from '../../test/sandbox';

// The form's zod rule is a chunk of its own: here its download fails (offline, a release gone).
vi.mock('./webhook-rule', () => ({
  loadWebhookRule: () =>
    Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
}));

describe('webhook registration when its rule cannot be loaded', () => {
  it('says so in the form, sends nothing, and keeps what was typed', async () => {
    const sandbox = setupTestSandbox();
    const { seed } = await sandbox.activeAccount(50);
    sessionStore.signIn(seed);
    const user = userEvent.setup();
    renderApp('/webhooks');
    const form = await screen.findByRole('form', { name: 'Register a webhook' });
    const before = sandbox.requests.length;
    await user.type(within(form).getByLabelText('Endpoint URL'), 'https://example.com/hook');
    await user.click(within(form).getByRole('button', { name: 'Register endpoint' }));
    expect(
      await within(form).findByText(
        'The form could not be checked. Check your connection and try again.',
      ),
    ).toBeInTheDocument();
    expect(sandbox.requests.slice(before).filter((r) => r.method === 'POST')).toHaveLength(0);
    expect(within(form).getByLabelText('Endpoint URL')).toHaveValue('https://example.com/hook');
  });
});
