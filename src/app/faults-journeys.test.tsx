import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { startI18n } from '../lib/i18n/i18n';
import { sessionStore } from '../lib/session';
import { expectNoAxeViolations } from '../test/axe';
import { PANEL_OPEN, preloadLazy, sandboxPanel } from '../test/preload';
import { renderApp } from '../test/render';
import { setupTestSandbox } from '../test/sandbox';
import { retryDelay, shouldRetry } from './provider';

preloadLazy({
  pages: ['overview', 'settings', 'cards', 'transactions'],
  parts: [sandboxPanel],
  languages: ['fr'],
});

/**
 * Faults on request (issue #31 item 7, decision 024), the journeys of e2e/faults.spec.ts (issue
 * #46): set from the Sandbox panel's Faults section, the pages say what happened in the person's
 * language and recover. Here in src/app, as they cross pages and lean on the app's retry policy
 * (provider.tsx). What needs the demo's own transport in a browser stays in e2e.
 */

type User = ReturnType<typeof userEvent.setup>;
/** How the sandbox holds a timed-out request (the service's HoldFault). */
type HoldFault = NonNullable<NonNullable<Parameters<typeof setupTestSandbox>[0]>['holdFault']>;

/** Signed in to a new account with $50, on the overview, with the app's own retry policy. */
async function signedIn(sandbox: ReturnType<typeof setupTestSandbox>, path = '/') {
  const { seed } = await sandbox.activeAccount(50);
  sessionStore.signIn(seed);
  const user = userEvent.setup();
  const { queryClient } = renderApp(path);
  // renderApp's client does not retry; these journeys are about the app's retries (app/provider.tsx:
  // a 429 or 503 waits out its Retry-After, a 5xx is tried three times).
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retry: shouldRetry, retryDelay },
  });
  return { seed, user };
}

/** Starts `count` faults from the panel's Faults section (English or French); the open panel. */
async function startFaults(user: User, fault: string, count: number) {
  await user.click(await screen.findByRole('button', { name: /^(Sandbox|Bac à sable)$/ }));
  const panel = await screen.findByRole('dialog', { name: /^(Sandbox|Bac à sable)$/ }, PANEL_OPEN);
  const section = within(panel).getByRole('region', { name: /^(Faults|Pannes)$/ });
  await user.selectOptions(within(section).getByLabelText(/^(Answer|Réponse)$/), fault);
  const field = within(section).getByLabelText(/^(Number of requests|Nombre de requêtes)$/);
  await user.clear(field);
  await user.type(field, String(count));
  await user.click(
    within(section).getByRole('button', { name: /^(Start faults|Lancer les pannes)$/ }),
  );
  // Set before the page asks anything more (the browser's journey raced its Escape with this).
  await within(section).findByRole('button', { name: /^(Clear faults|Arrêter les pannes)$/ });
  return { panel, section };
}

/**
 * Clears the faults from the panel (its own routes are never faulted; one more fault is started
 * so that Clear is offered), then Retry on the page's `alert` brings Transactions back.
 */
async function clearThenRetry(user: User, fault: string, alert: HTMLElement) {
  const { panel, section } = await startFaults(user, fault, 1);
  await user.click(within(section).getByRole('button', { name: 'Clear faults' }));
  expect(
    await within(section).findByText('No faults: requests are answered normally.'),
  ).toBeVisible();
  await closePanel(user, panel);
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(screen.queryAllByRole('alert')).toHaveLength(0));
  expect(screen.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
}

/** The browser closes the panel on Escape (a native <dialog>); jsdom has no such key, so its ×. */
const closePanel = (user: User, panel: HTMLElement) =>
  user.click(within(panel).getByRole('button', { name: /^(Close|Fermer)$/ }));

const navLink = (name: string) =>
  within(screen.getByRole('navigation', { name: /^(Main|Principal)/ })).getByRole('link', {
    name,
  });

/** The page's alert that says `words`, once the query has given up (three tries, real waits). */
const alertSaying = (words: string) =>
  waitFor(
    () => {
      const alert = screen.getAllByRole('alert').find((a) => a.textContent?.includes(words));
      expect(alert).toBeDefined();
      return alert!;
    },
    { timeout: 20_000 },
  );

describe('faults journeys: the pages say what the sandbox simulated, and recover', () => {
  afterEach(() => startI18n('en'));

  it('"the next 3 requests answer 503": the cards page waits out Retry-After and shows the cards', async () => {
    const sandbox = setupTestSandbox();
    const { seed, user } = await signedIn(sandbox);
    const { panel, section } = await startFaults(user, '503', 3);
    expect(
      within(section).getByText('The next 3 requests answer: 503 — unavailable, retry after 1 s.'),
    ).toBeVisible();
    // The section with its faults running (the browser's axe walk adds contrast, light and dark).
    await expectNoAxeViolations();
    await closePanel(user, panel);
    await user.click(navLink('Cards'));
    // Retried after Retry-After (1 s) until the faults are used up: the list, never a dead end.
    expect(await screen.findByRole('heading', { level: 1, name: 'Cards' })).toBeVisible();
    const table = await screen.findByRole('table', {}, { timeout: 15_000 });
    expect((await within(table).findAllByRole('link', {}, { timeout: 15_000 }))[0]).toBeVisible();
    expect((await sandbox.api('GET', '/sandbox/faults', undefined, seed)).remaining).toBe(0);
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
  }, 120_000);

  it('more faults than retries: a clear 429 with when to try again, then Retry recovers', async () => {
    const { user } = await signedIn(setupTestSandbox());
    await closePanel(user, (await startFaults(user, '429', 20)).panel);
    await user.click(navLink('Transactions'));
    const alert = await alertSaying('Too many requests');
    expect(alert).toHaveTextContent(
      'Too many requests (simulated by the sandbox). Try again in 1 s.',
    );
    // Cleared from the panel (its own routes are never faulted), Retry brings the page back.
    await clearThenRetry(user, '429', alert);
  }, 120_000);

  it('in French: a simulated 500 is said in French, and recovers', async () => {
    const sandbox = setupTestSandbox();
    const { seed, user } = await signedIn(sandbox, '/settings');
    await user.selectOptions(
      await within(await screen.findByRole('main')).findByLabelText('Language'),
      'fr',
    );
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'fr'));
    await closePanel(user, (await startFaults(user, '500', 20)).panel);
    await user.click(navLink('Cartes'));
    const alert = await alertSaying('simulé');
    expect(alert).toHaveTextContent(
      'Le service de cartes a échoué (simulé par le bac à sable). Réessayez dans un instant.',
    );
    await sandbox.api('DELETE', '/sandbox/faults', undefined, seed);
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(screen.queryAllByRole('alert')).toHaveLength(0));
  }, 120_000);

  it('a simulated timeout: the page says the service took too long, and Retry recovers', async () => {
    // The sandbox holds each timed-out request until the test lets them go (the real 5 s hold
    // is the browser's to wait out), so the panel is seen working while requests are held.
    const held: Array<() => void> = [];
    let holding = true;
    const holdFault: HoldFault = (_ms, signal) =>
      holding
        ? new Promise((resolve) => {
            held.push(resolve);
            signal.addEventListener('abort', () => resolve(), { once: true });
          })
        : Promise.resolve();
    const { user } = await signedIn(setupTestSandbox({ holdFault }));
    await closePanel(user, (await startFaults(user, 'timeout', 20)).panel);
    await user.click(navLink('Transactions'));
    await waitFor(() => expect(held.length).toBeGreaterThan(0));
    // The panel's own routes are never faulted, nor held up by the held requests.
    const open = await startFaults(user, 'timeout', 20);
    expect(
      within(open.section).getByText('The next 20 requests answer: Timeout — held 5 s, then 504.'),
    ).toBeVisible();
    await closePanel(user, open.panel);
    holding = false;
    for (const release of held) release();

    const alert = await alertSaying('took too long');
    expect(alert).toHaveTextContent(
      'The card service took too long to answer (simulated by the sandbox). Try again in a moment.',
    );
    await clearThenRetry(user, 'timeout', alert);
  }, 120_000);
});
