/* eslint-disable lingui/no-unlocalized-strings -- the page's English words, read as a person reads them */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '../../lib/session';
import { renderApp } from '../../test/render';
import { setupTestSandbox } from '../../test/sandbox';

const WAIT = { timeout: 15_000 };

/**
 * On the overview (rendered, signed in): the Budget section's "Set a budget", `amount` typed (none
 * when empty) and saved, as a person does it; the section and the user for what follows.
 */
export async function saveBudgetOnOverview(amount: string) {
  const user = userEvent.setup();
  const section = await screen.findByRole('region', { name: 'Budget' }, WAIT);
  await user.click(await within(section).findByRole('button', { name: 'Set a budget' }, WAIT));
  if (amount) await user.type(within(section).getByLabelText('Monthly budget (USD)'), amount);
  await user.click(within(section).getByRole('button', { name: 'Save budget' }));
  return { section, user };
}

/** An account with one $12 purchase this month, on the overview, its budget set to `amount`. */
export async function overviewWithBudget(amount: string) {
  const sandbox = setupTestSandbox();
  const { seed } = await sandbox.accountWithPurchase(50, 12);
  sessionStore.signIn(seed);
  renderApp('/');
  return saveBudgetOnOverview(amount);
}
