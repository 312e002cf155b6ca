import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/session';
import { preloadLazy } from '../../test/preload';
import { renderApp } from '../../test/render';
import { setupTestSandbox } from '../../test/sandbox';

// The webhook journey of e2e/three-ds-webhooks.spec.ts, moved for issue #46: register, the secret
// once, a card frozen on the Cards page, its delivery in the log, the endpoint deleted.

preloadLazy({ pages: ['webhooks', 'cards'] });

/** Two pages, a page load and a freeze: 15 s was short with other suites on the 2 cores. */
const JOURNEY_MS = 60_000;
/** A page's arrival (its code, data and first render): over 5 s with other suites on 2 cores. */
const PAGE = { timeout: 15_000 };

const mainNav = () => within(screen.getByRole('navigation', { name: 'Main' }));

describe('webhook journey', () => {
  it(
    'register a webhook, see its secret once, trigger an event, see the delivery, delete it',
    async () => {
      const sandbox = setupTestSandbox();
      const { seed } = await sandbox.activeAccount(100);
      sessionStore.signIn(seed);
      const user = userEvent.setup();
      const view = renderApp('/webhooks');
      const form = await screen.findByRole('form', { name: 'Register a webhook' }, PAGE);
      const url = within(form).getByLabelText('Endpoint URL');
      await user.type(url, 'http://insecure.example/hook');
      await user.click(within(form).getByRole('button', { name: 'Register endpoint' }));
      expect(await within(form).findByText('The URL must start with https://')).toBeVisible();
      await user.clear(url);
      await user.type(url, 'https://hooks.example.com/cards');
      await user.click(within(form).getByLabelText('All events, including ones added later'));
      await user.click(within(form).getByLabelText('card.frozen'));
      await user.click(within(form).getByRole('button', { name: 'Register endpoint' }));
      const secret = (await screen.findByTestId('webhook-secret')).textContent!;
      expect(secret).toMatch(/^whsec_/);
      await user.click(screen.getByRole('button', { name: 'I stored the secret — done' }));
      await waitFor(() => expect(screen.queryByTestId('webhook-secret')).toBeNull());

      // A page load: the secret is nowhere in the document, the endpoint is listed.
      view.unmount();
      renderApp('/webhooks');
      const endpoints = await screen.findByRole('list', { name: 'Webhook endpoints' }, PAGE);
      expect(document.documentElement.outerHTML).not.toContain(secret);
      expect(within(endpoints).getByText('https://hooks.example.com/cards')).toBeVisible();

      // Trigger card.frozen.
      await user.click(mainNav().getByRole('link', { name: 'Cards' }));
      const freeze = await screen.findAllByRole('switch', { name: /Freeze My first card/ }, PAGE);
      await user.click(freeze[0]!);
      // The toast named the card. Not toBeVisible: jsdom applies sonner's stylesheet, which hides a
      // toast (opacity 0) before it is mounted, while it leaves, and behind a newer one; found, it
      // was hidden a moment later once (shuffle seed 4). Where it shows is e2e/toasts.spec.ts's.
      expect(await screen.findByText(/^Frozen: My first card •••• \d{4}$/)).toBeInTheDocument();
      await user.click(mainNav().getByRole('link', { name: 'Webhooks' }));
      const log = await screen.findByRole('list', { name: 'Deliveries' }, PAGE);
      await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(1), PAGE);
      await user.click(within(log).getByText('card.frozen', { exact: true }));
      expect(await within(log).findByText('X-Webhook-Signature')).toBeVisible();

      await user.click(
        screen.getByRole('button', { name: 'Delete https://hooks.example.com/cards' }),
      );
      await user.click(
        within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete endpoint' }),
      );
      expect(await screen.findByText('No endpoints yet')).toBeVisible();
    },
    JOURNEY_MS,
  );
});
