import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/session';
import { renderApp } from '../../test/render';
import { setupTestSandbox } from '../../test/sandbox';

// The form's zod rule is a chunk of its own; each test decides how its download goes.
const rule = vi.hoisted(() => ({
  load: (): Promise<unknown> => Promise.reject(new Error('unset')),
}));
vi.mock('./webhook-rule', () => ({ loadWebhookRule: () => rule.load() }));

async function open() {
  const sandbox = setupTestSandbox();
  const { seed } = await sandbox.activeAccount(50);
  sessionStore.signIn(seed);
  const user = userEvent.setup();
  renderApp('/webhooks');
  const form = await screen.findByRole('form', { name: 'Register a webhook' });
  await user.type(within(form).getByLabelText('Endpoint URL'), 'https://example.com/hook');
  const posts = () => sandbox.requests.filter((r) => r.method === 'POST').length;
  return { user, form, posts };
}

describe('webhook registration while its rule downloads', () => {
  it('a failed download is said in the form; nothing is sent and what was typed stays', async () => {
    rule.load = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    const { user, form, posts } = await open();
    const before = posts();
    await user.click(within(form).getByRole('button', { name: 'Register endpoint' }));
    expect(
      await within(form).findByText(
        'The form’s check could not be downloaded. Check your connection, then reload the page.',
      ),
    ).toBeInTheDocument();
    expect(posts()).toBe(before);
    expect(within(form).getByLabelText('Endpoint URL')).toHaveValue('https://example.com/hook');
  });

  it('a second press while it downloads registers one endpoint, not two', async () => {
    const real = await import('../../contract/webhooks');
    let arrive!: () => void;
    const download = new Promise(
      (resolve) => (arrive = () => resolve(real.createWebhookInputSchema)),
    );
    rule.load = () => download;
    const { user, form, posts } = await open();
    const before = posts();
    const button = within(form).getByRole('button', { name: 'Register endpoint' });
    await user.click(button);
    await user.click(button);
    arrive();
    expect(await screen.findByText('Endpoint registered')).toBeInTheDocument();
    expect(posts() - before).toBe(1);
  });
});
