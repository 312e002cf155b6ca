import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/session';
import { preloadLazy } from '../../test/preload';
import { renderApp } from '../../test/render';
import { setupTestSandbox } from '../../test/sandbox';

preloadLazy({
  pages: ['transactions'],
  parts: [() => import('./filter-editor'), () => import('./filter-menu'), () => import('./csv')],
});

/** Three purchases (two at Meta Ads) and a refund of the first, on a card with $300 on it. */
async function purchasesAndARefund() {
  const sandbox = setupTestSandbox();
  const { seed, cardId } = await sandbox.activeAccount(500);
  const call = (path: string, body: unknown) => sandbox.api('POST', path, body, seed);
  await call(`/cards/${cardId}/fund`, { amount: 300 });
  const m = (name: string, category: string) => ({ name, category, mcc: '5999', country: 'US' });
  const buy = (amount: number, merchant: ReturnType<typeof m>) =>
    call('/sandbox/purchases', { card_id: cardId, amount, merchant });
  const first = await buy(40, m('Meta Ads', 'advertising'));
  await buy(12.5, m('Uber, "Rides"', 'transport'));
  await buy(7.25, m('Meta Ads', 'advertising'));
  await call(`/sandbox/transactions/${first.id}/refund`, { amount: 15 });
  sessionStore.signIn(seed);
}

/** The file the app hands the browser to download: its name and its text. */
function catchDownload() {
  const blobs: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return 'blob:csv';
  });
  const names: string[] = [];
  // jsdom does not download; the link's click is where the browser would.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.download);
  });
  return async () => {
    await waitFor(() => expect(names).toHaveLength(1));
    // jsdom's Blob has no text(); its FileReader reads it.
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(blobs[0]!);
    });
    return { filename: names[0]!, text };
  };
}

/** The money journey of e2e/money.spec.ts (issue #46): filters as chips (decision 031), the CSV. */
describe('transactions: filters and the CSV export', () => {
  afterEach(() => vi.restoreAllMocks());

  it('purchases and a refund show with the right filters, and the CSV has the filtered rows', async () => {
    await purchasesAndARefund();
    const user = userEvent.setup();
    const { router, unmount } = renderApp('/transactions');
    const list = () => screen.getByRole('list', { name: 'Transactions' });
    const rowCount = (n: number) =>
      waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(n));
    await screen.findByRole('list', { name: 'Transactions' });
    await rowCount(4);
    // The filters are chips, each edited in a dialog (decision 031).
    const addFilter = async (kind: string) => {
      await user.click(screen.getByRole('button', { name: 'Add filter' }));
      await user.click(await screen.findByRole('menuitem', { name: kind }));
      return screen.findByRole('dialog', { name: kind });
    };
    let editor = await addFilter('Type');
    await user.selectOptions(within(editor).getByLabelText('Type'), 'refund');
    await user.click(within(editor).getByRole('button', { name: 'Apply' }));
    await rowCount(1);
    expect(within(list()).getByText('+$15.00')).toBeVisible();
    expect(router.state.location.search).toMatch(/type=refund/);

    await user.click(screen.getByRole('button', { name: 'Remove filter: Type: Refunded' }));
    editor = await addFilter('Merchant');
    await user.type(within(editor).getByLabelText('Merchant'), 'meta');
    await user.click(within(editor).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(router.state.location.search).toMatch(/merchant=meta/));
    await rowCount(3);
    editor = await addFilter('Amount');
    await user.type(within(editor).getByLabelText('Min amount'), '10');
    await user.click(within(editor).getByRole('button', { name: 'Apply' }));
    await rowCount(2);
    // A reload: the page again at the same address (the filters live in the URL).
    const { pathname, search } = router.state.location;
    unmount();
    renderApp(pathname + search);
    await screen.findByRole('list', { name: 'Transactions' });
    await rowCount(2);

    const download = catchDownload();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const { filename, text: csv } = await download();
    expect(filename).toMatch(/^transactions-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe(
      'id,created_at,card_id,card,type,amount,currency,merchant,category,mcc,country,balance_after,decline_reason,moves_money,note',
    );
    expect(lines).toHaveLength(3);
    expect(
      lines
        .slice(1)
        .map((l) => l.split(',')[4])
        .sort(),
    ).toEqual(['authorization', 'refund']);
    // Issue #48: the card by its label and last four; the local time with its UTC offset.
    for (const line of lines.slice(1)) {
      const [, at, , card] = line.split(',');
      expect(card).toMatch(/^My first card •••• \d{4}$/);
      expect(at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
    }
    // Both move money: the column says so for a spreadsheet's sum (before the note column, 029).
    expect(lines.slice(1).map((l) => l.split(',').at(-2))).toEqual(['yes', 'yes']);
    expect(lines.every((l) => l.includes('Meta Ads') || l.startsWith('id,'))).toBe(true);
    expect(csv).not.toMatch(/\d{16}/);
  }, 120_000);
});
