import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/session';
import { expectNoAxeViolations } from '../../test/axe';
import { PANEL_OPEN, preloadLazy, sandboxPanel } from '../../test/preload';
import { renderApp } from '../../test/render';
import { setupTestSandbox } from '../../test/sandbox';

/**
 * What the dashboard shows after the Sandbox panel's tools (issue #31): the page a tool changed,
 * not only the panel's own answer (that is sandbox-tools-panel.test.tsx). Moved from
 * e2e/sandbox-tools.spec.ts (issue #46).
 */
preloadLazy({ pages: ['overview', 'cards', 'threeDs', 'webhooks'], parts: [sandboxPanel] });

// Opening the panel renders all its sections: 8.6 s of a 13 s test measured beside other test
// runs (load 15 on two cores; sandbox-tools-panel.test.tsx's tests took 6-10 s then). Each test
// here also opens a page or two, so not the 15 s default.
const JOURNEY_MS = 45_000;

type User = ReturnType<typeof userEvent.setup>;

async function openSection(user: User, name: string) {
  await user.click(await screen.findByRole('button', { name: /^Sandbox$/ }));
  const panel = await screen.findByRole('dialog', { name: 'Sandbox' }, PANEL_OPEN);
  return { panel, section: within(panel).getByRole('region', { name }) };
}

/** The browser closes the panel on Escape (a native <dialog>); jsdom has no such key, so its ×. */
const closePanel = (user: User, panel: HTMLElement) =>
  user.click(within(panel).getByRole('button', { name: 'Close' }));

const navLink = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name });

describe('the Sandbox panel changes what the dashboard shows', () => {
  it(
    '+5 min on the account clock expires a waiting 3-D Secure check, and the 3DS page says so',
    async () => {
      const sandbox = setupTestSandbox();
      const { seed, cardId } = await sandbox.activeAccount(100);
      await sandbox.api('POST', `/cards/${cardId}/fund`, { amount: 20 }, seed);
      await sandbox.api(
        'POST',
        '/sandbox/purchases',
        { card_id: cardId, amount: 7, three_ds: true },
        seed,
      );
      sessionStore.signIn(seed);
      const user = userEvent.setup();
      renderApp('/');
      const { panel, section } = await openSection(user, 'Account clock');
      expect(await within(section).findByText(/Account time:/)).toBeVisible();
      await user.click(within(section).getByRole('button', { name: '+5 min' }));
      expect(await within(section).findByText('3-D Secure checks expired: 1')).toBeVisible();
      expect(within(section).getByText('Ahead of real time by less than a day')).toBeVisible();
      await closePanel(user, panel);

      await user.click(navLink('3DS'));
      expect(await screen.findByRole('heading', { level: 1, name: '3-D Secure' })).toBeVisible();
      const past = await screen.findByRole('list', { name: 'Past challenges' });
      const seven = within(past)
        .getAllByRole('listitem')
        .filter((item) => item.textContent!.includes('$7.00'));
      expect(seven).toHaveLength(1);
      expect(seven[0]).toHaveTextContent('Expired');
      // Expired: no code to show, nothing to type.
      expect(screen.queryByRole('textbox', { name: /code/i })).toBeNull();
    },
    JOURNEY_MS,
  );

  it(
    'a busy month opened in a new account from the panel: the dashboard switches to it',
    async () => {
      const sandbox = setupTestSandbox();
      const { seed: first } = await sandbox.activeAccount(20);
      sessionStore.signIn(first);
      const user = userEvent.setup();
      renderApp('/');
      const { panel, section } = await openSection(user, 'Scenarios');
      await within(section).findByRole('option', { name: /busy month/i });
      await user.selectOptions(within(section).getByLabelText('Scenario'), 'busy-month');
      // This account has a deposit already: the panel refuses in words and changes nothing.
      await user.click(within(section).getByRole('button', { name: 'Load into this account' }));
      expect(await within(section).findByText(/already has data/)).toBeVisible();
      await user.click(within(section).getByRole('button', { name: 'Open in a new account' }));
      expect(
        await within(section).findByText(/^New account made\. Cards: 3 · Transactions: \d+/),
      ).toBeVisible();
      const seed = section.querySelector('code')!.textContent!;
      expect(seed).toMatch(/^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/);
      expect(seed).not.toBe(first);
      await user.click(within(section).getByRole('button', { name: 'Switch to the new account' }));
      await closePanel(user, panel);

      await user.click(navLink('Cards'));
      expect(await screen.findByRole('heading', { level: 1, name: 'Cards' })).toBeVisible();
      // The new account's cards (its table and its phone list both name them: jsdom shows both).
      for (const name of ['Marketing', 'Travel'])
        expect(await screen.findAllByRole('link', { name: new RegExp(name) })).not.toHaveLength(0);
      const old = (await sandbox.api('GET', '/cards', undefined, first)) as { data: unknown[] };
      expect(old.data).toHaveLength(1);
    },
    JOURNEY_MS,
  );

  // Issue #31 item 2: an event triggered from the panel reaches a registered endpoint's delivery
  // log (recorded, not sent, in the sandbox; decision 020).
  it(
    'an event triggered from the Sandbox panel is emitted and lands in the delivery log',
    async () => {
      const sandbox = setupTestSandbox();
      const { seed } = await sandbox.activeAccount(50);
      sessionStore.signIn(seed);
      const user = userEvent.setup();
      renderApp('/webhooks');
      const register = await screen.findByRole('form', { name: 'Register a webhook' });
      await user.type(
        within(register).getByLabelText('Endpoint URL'),
        'https://hooks.example.com/events',
      );
      await user.click(within(register).getByRole('button', { name: 'Register endpoint' }));
      await user.click(await screen.findByRole('button', { name: 'I stored the secret — done' }));
      const deliveries = () =>
        screen.queryByRole('list', { name: 'Deliveries' })?.querySelectorAll('li') ?? [];
      const before = deliveries().length;

      const { panel, section } = await openSection(user, 'Events');
      await user.selectOptions(within(section).getByLabelText('Event'), 'card.frozen');
      await user.click(within(section).getByRole('button', { name: 'Trigger' }));
      expect(await within(section).findByRole('status')).toHaveTextContent(
        /^Emitted: (.+, )?card\.frozen/,
      );
      await closePanel(user, panel);

      // Without a reload: the trigger marks every answer stale, and the log polls every 4 s anyway.
      const log = await screen.findByRole('list', { name: 'Deliveries' });
      expect(await within(log).findAllByText('card.frozen')).not.toHaveLength(0);
      expect(deliveries().length).toBeGreaterThan(before);
      await expectNoAxeViolations();
    },
    JOURNEY_MS,
  );
});
