import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/session';
import { preloadLazy, sandboxPanel } from '../../test/preload';
import { renderApp } from '../../test/render';
import { setupTestSandbox } from '../../test/sandbox';

// The card journeys of e2e/cards.spec.ts (issue #46): what the pages show after which clicks,
// on the real app and the real in-memory sandbox. The copy to the real clipboard stays there.
preloadLazy({ pages: ['cards', 'cardDetail'], parts: [sandboxPanel] });

/** A page switch after a request or two, first render of the page: over 5 s on a busy machine. */
const SLOW = { timeout: 20_000 };

async function signedIn(walletUsd: number) {
  const sandbox = setupTestSandbox();
  const account = await sandbox.activeAccount(walletUsd);
  sessionStore.signIn(account.seed);
  return { ...sandbox, ...account, user: userEvent.setup() };
}
type Session = Awaited<ReturnType<typeof signedIn>>;

const walletChip = (amount: string) =>
  screen.findByRole('link', { name: `Wallet ${amount}` }, SLOW);

/** The card page of the account's generated card ("My first card"). */
async function openFirstCard(s: Session) {
  const app = renderApp(`/cards/${s.cardId}`);
  await screen.findByRole('heading', { level: 1, name: 'My first card' }, SLOW);
  return app;
}

/** Closes a native <dialog> by Escape: jsdom does not send its `cancel` as the browser does. */
async function escape(s: Session, dialog: HTMLElement) {
  await s.user.keyboard('{Escape}');
  fireEvent(dialog, new Event('cancel', { cancelable: true }));
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
}

/** The dialog named `name`, once it has closed (a closed one leaves the document). */
const closed = (name: RegExp) =>
  waitFor(() => expect(screen.queryByRole('dialog', { name })).not.toBeInTheDocument());

describe('cards journeys (from e2e/cards.spec.ts)', () => {
  it('creates a card from the funded wallet', async () => {
    const s = await signedIn(500);
    renderApp('/cards');
    await s.user.click(await screen.findByRole('button', { name: 'New card' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'New card' });
    await s.user.click(await within(dialog).findByRole('radio', { name: /531993/ }));
    await s.user.type(within(dialog).getByLabelText('Initial amount (USD)'), '120.50');
    await s.user.type(within(dialog).getByLabelText('Label'), 'Search ads');
    await s.user.click(within(dialog).getByRole('button', { name: 'Create card' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Search ads' }, SLOW),
    ).toBeVisible();
    expect(
      (await screen.findAllByText(/^•••• \d{4} · Mastercard · Advertising$/))[0],
    ).toBeVisible();
    expect(await walletChip('$379.50')).toBeVisible();
  }, 60_000);

  it('freeze → a simulated purchase is declined → unfreeze → it is authorized', async () => {
    const s = await signedIn(200);
    await openFirstCard(s);
    await s.user.click(screen.getByRole('button', { name: 'Fund' }));
    const fund = await screen.findByRole('dialog', { name: /Fund/ });
    await s.user.type(within(fund).getByLabelText('Amount (USD)'), '50');
    await s.user.click(within(fund).getByRole('button', { name: 'Fund card' }));
    await closed(/Fund/);
    await s.user.click(await screen.findByRole('button', { name: 'Freeze' }));
    expect(await screen.findByText(/Frozen: every purchase is declined\./)).toBeVisible();
    // The toast names the card (issue #48).
    expect(
      await screen.findByText(/^Frozen: My first card •••• \d{4}\. Purchases are declined until/),
    ).toBeVisible();

    const purchase = async () => {
      await s.user.click(screen.getByRole('button', { name: 'Sandbox' }));
      // The panel's six sections and their queries: a large first render.
      const panel = await screen.findByRole('dialog', { name: 'Sandbox' }, SLOW);
      // The purchase's amount (the deposit's comes first), shown once the cards are in.
      const section = within(panel).getByRole('region', { name: 'Purchase' });
      const amount = await within(section).findByLabelText('Amount (USD)', undefined, SLOW);
      await s.user.clear(amount);
      await s.user.type(amount, '12');
      await s.user.click(within(panel).getByRole('button', { name: 'Simulate purchase' }));
      // The simulator's answer, not the settle/refund rows' states below it.
      const outcome = await within(panel).findByText(
        /^(Declined: |Authorized \$)/,
        undefined,
        SLOW,
      );
      const text = outcome.textContent;
      await escape(s, panel);
      return text;
    };
    expect(await purchase()).toBe('Declined: The card is frozen.');
    await s.user.click(screen.getByRole('button', { name: 'Unfreeze' }));
    await waitFor(() =>
      expect(screen.queryByText(/Frozen: every purchase is declined\./)).not.toBeInTheDocument(),
    );
    expect(await purchase()).toMatch(/^Authorized \$12\.00/);
    const recent = screen.getByRole('region', { name: 'Recent transactions' });
    expect(await within(recent).findByText('Declined', { exact: true })).toBeVisible();
  }, 60_000);

  it('funds once on a double click; withdraws; terminating refunds the wallet', async () => {
    const s = await signedIn(300);
    await openFirstCard(s);
    await s.user.click(screen.getByRole('button', { name: 'Fund' }));
    const fund = await screen.findByRole('dialog', { name: /Fund/ });
    await s.user.type(within(fund).getByLabelText('Amount (USD)'), '100');
    await s.user.dblClick(within(fund).getByRole('button', { name: 'Fund card' }));
    await closed(/Fund/);
    expect(await walletChip('$200.00')).toBeVisible();
    expect((await screen.findAllByText('$100.00'))[0]).toBeVisible();

    await s.user.click(screen.getByRole('button', { name: 'Withdraw' }));
    const withdraw = await screen.findByRole('dialog', { name: /Withdraw/ });
    await s.user.type(within(withdraw).getByLabelText('Amount (USD)'), '30');
    await s.user.click(within(withdraw).getByRole('button', { name: 'Withdraw' }));
    await closed(/Withdraw/);
    expect(await walletChip('$230.00')).toBeVisible();

    await s.user.click(screen.getByRole('button', { name: 'Terminate' }));
    const terminate = await screen.findByRole('dialog', { name: /Terminate/ });
    // The last four as the page shows them, under the card's name.
    const subtitle = screen.getByRole('heading', { level: 1 }).nextElementSibling!;
    const last4 = subtitle.textContent!.match(/•••• (\d{4})/)![1]!;
    await s.user.type(within(terminate).getByLabelText(`Type ${last4} to confirm`), last4);
    await s.user.click(within(terminate).getByRole('button', { name: 'Terminate card' }));
    expect(await within(terminate).findByText(/\$70\.00 went back to your wallet\./)).toBeVisible();
    await s.user.click(within(terminate).getByRole('button', { name: 'Done' }));
    expect(await walletChip('$300.00')).toBeVisible();
    expect(await screen.findByText(/This card is terminated\./)).toBeVisible();
  }, 60_000);

  it('keeps the list filters and sort in the URL: a reload shows the same, Back the sort before', async () => {
    const s = await signedIn(500);
    // Made through the API: creating in the dialog is the first test's journey.
    await s.api('POST', '/cards', { bin_id: '426684', amount: 50, label: 'AWS ads' }, s.seed);
    await s.api('POST', '/cards', { bin_id: '485932', amount: 10, label: 'Meta ads' }, s.seed);
    const first = renderApp('/cards');
    const names = () =>
      [
        ...screen
          .getByRole('table', { name: 'Cards' })
          .querySelectorAll('tbody tr td:first-child span.block'),
      ].map((name) => name.textContent);
    await screen.findByRole('table', { name: 'Cards' }, SLOW);
    await s.user.selectOptions(screen.getByLabelText('Sort'), 'balance:desc');
    await s.user.type(screen.getByLabelText('Search label'), 'ads');
    await s.user.selectOptions(screen.getByLabelText('Status'), 'active');
    const search = () => first.router.state.location.search;
    await waitFor(() => expect(search()).toMatch(/status=active/));
    expect(search()).toMatch(/sort=balance/);
    await waitFor(() => expect(search()).toMatch(/label=ads/));
    await waitFor(() => expect(names()).toEqual(['AWS ads', 'Meta ads']));

    // A reload: a fresh app (and query cache) at the same address.
    const address = first.router.state.location.pathname + search();
    first.unmount();
    const { router } = renderApp(address);
    await screen.findByRole('table', { name: 'Cards' }, SLOW);
    expect(screen.getByLabelText('Sort')).toHaveValue('balance:desc');
    expect(screen.getByLabelText('Status')).toHaveValue('active');
    expect(screen.getByLabelText('Search label')).toHaveValue('ads');
    await waitFor(() => expect(names()).toEqual(['AWS ads', 'Meta ads']));
    await s.user.selectOptions(screen.getByLabelText('Sort'), 'balance:asc');
    await waitFor(() => expect(names()).toEqual(['Meta ads', 'AWS ads']));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByLabelText('Sort')).toHaveValue('balance:desc'));
  }, 60_000);

  it('saving a new label confirms it (the settings form remounts with the renamed card)', async () => {
    const s = await signedIn(50);
    await openFirstCard(s);
    const form = await screen.findByRole('form', { name: 'Card settings' });
    await s.user.clear(within(form).getByLabelText('Label'));
    await s.user.type(within(form).getByLabelText('Label'), 'Travel');
    await s.user.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Travel' })).toBeVisible();
    expect(await screen.findByText('Card settings saved')).toBeVisible();
  }, 60_000);
});
