import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { sessionStore } from '../lib/session';
import { rememberAccount } from '../lib/vault/vault';
import { renderApp } from './render';
import { setupTestSandbox } from './sandbox';

type Sandbox = ReturnType<typeof setupTestSandbox>;
type Account = { seed: string; cardId: string };
/** Gives one account what the page shows, named after it (a card label, a webhook URL…). */
export type Prepare = (sandbox: Sandbox, account: Account, name: string) => Promise<void>;

/**
 * Issue #48 item 5: after switching accounts a page shows only the new account's data. Two
 * remembered accounts (the vault key held, so the switch needs no passphrase), signed in to the
 * first; `prepare` gives each account what the page shows (a card label, a webhook URL…).
 */
export async function twoAccounts(prepare: Prepare) {
  const sandbox = setupTestSandbox();
  const first = await sandbox.activeAccount(50);
  const second = await sandbox.activeAccount(80);
  await prepare(sandbox, first, 'First');
  await prepare(sandbox, second, 'Second');
  // A few rounds, not 600,000: the passphrase's strength is not what these tests are about.
  const a = await rememberAccount({
    seed: first.seed,
    name: 'First',
    passphrase: 'correct horse',
    iterations: 1_000,
  });
  await rememberAccount({ seed: second.seed, name: 'Second', key: a.key });
  sessionStore.signIn(first.seed, { accountId: a.accountId, vaultKey: a.key });
  return { sandbox, first, second };
}

/**
 * Opens `path` as the first account, waits for `firstShows`, switches to the second from the
 * account menu, opens `path` again (the switch lands on the overview) and waits for `secondShows`.
 * Returns so the caller checks what must be gone.
 */
export async function switchOn(
  path: string | ((account: Account) => string),
  accounts: { first: Account; second: Account },
  firstShows: () => Promise<unknown>,
  secondShows: () => Promise<unknown>,
) {
  const at = (account: Account) => (typeof path === 'string' ? path : path(account));
  const user = userEvent.setup();
  const app = renderApp(at(accounts.first));
  await firstShows();
  await user.click(screen.getByRole('button', { name: /^Account:/ }));
  await user.click(await screen.findByRole('button', { name: 'Switch to Second' }));
  await waitFor(() => expect(sessionStore.getSeed()).toBe(accounts.second.seed));
  await waitFor(() => expect(app.router.state.location.pathname).toBe('/'));
  await app.router.navigate(at(accounts.second));
  await secondShows();
  return { app, user };
}
