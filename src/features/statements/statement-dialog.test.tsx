import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/session';
import { preloadLazy } from '../../test/preload';
import { renderApp } from '../../test/render';
import { setupTestSandbox } from '../../test/sandbox';
import { readPdfText } from './read-pdf-text';

preloadLazy({ pages: ['cardDetail', 'transactions'] });

const PAGE = { timeout: 15_000 };

/** The files the page saves: `URL.createObjectURL` sees each Blob first. */
function savedFiles() {
  const blobs: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return 'blob:statement';
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return blobs;
}

/** jsdom's Blob has no arrayBuffer(); its FileReader reads it. */
const bytesOf = (blob: Blob) =>
  new Promise<ArrayBuffer>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.readAsArrayBuffer(blob);
  });

async function download(user: ReturnType<typeof userEvent.setup>, title: RegExp) {
  await user.click(await screen.findByRole('button', { name: 'Statement' }, PAGE));
  const dialog = await screen.findByRole('dialog', { name: title }, PAGE);
  const month = await within(dialog).findByRole('combobox', { name: 'Month' }, PAGE);
  expect(within(month).getAllByRole('option')).toHaveLength(12);
  expect(within(month).getAllByRole('option')[0]).toHaveTextContent(/\(so far\)$/);
  await user.click(within(dialog).getByRole('button', { name: 'Download PDF' }));
  return dialog;
}

describe('monthly statements', () => {
  afterEach(() => vi.restoreAllMocks());

  it("saves a card's statement whose figures are the card's", async () => {
    const sandbox = setupTestSandbox();
    const { seed, cardId } = await sandbox.accountWithPurchase(50, 12);
    sessionStore.signIn(seed);
    const blobs = savedFiles();
    const user = userEvent.setup();
    renderApp(`/cards/${cardId}`);
    await download(user, /Card statement/);
    expect(
      await screen.findByText(/^Statement saved: statement-\d{4}-\d\d-card-\d{4}\.pdf$/, {}, PAGE),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(blobs).toHaveLength(1);
    expect(blobs[0]!.type).toBe('application/pdf');
    const text = await readPdfText(await bytesOf(blobs[0]!));
    // Made with $50 today: nothing before, $50 moved in, $12 spent, $38 left.
    expect(text).toMatch(/Opening balance\n\$0\.00/);
    expect(text).toMatch(/Purchases\n-\$12\.00/);
    expect(text).toMatch(/Moved to the card\n\+\$50\.00/);
    expect(text).toMatch(/Closing balance\n\$38\.00/);
    expect(text).toMatch(/Total spent\n\$12\.00/);
  });

  it("saves the account's statement from the transactions page, and says when it cannot", async () => {
    let failing = false;
    const sandbox = setupTestSandbox({
      before: (request) => {
        if (failing && new URL(request.url).pathname.endsWith('/wallet/deposits'))
          throw new TypeError('Failed to fetch');
      },
    });
    const { seed } = await sandbox.accountWithPurchase(50, 12);
    sessionStore.signIn(seed);
    const wallet = await sandbox.api('GET', '/wallet/balance', undefined, seed);
    const blobs = savedFiles();
    const user = userEvent.setup();
    renderApp('/transactions');
    failing = true;
    const dialog = await download(user, /Account statement/);
    expect(
      await within(dialog).findByText('The statement could not be made', {}, PAGE),
    ).toBeInTheDocument();
    expect(blobs).toHaveLength(0);
    failing = false;
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText(/^Statement saved: statement-\d{4}-\d\d\.pdf$/, {}, PAGE),
    ).toBeInTheDocument();
    const text = await readPdfText(await bytesOf(blobs[0]!));
    const total = ((wallet.balance + wallet.cards_total_balance) as number).toFixed(2);
    expect(text).toMatch(new RegExp(`Closing balance\\n\\$${total.replace('.', '\\.')}`));
    expect(text).toMatch(/Purchases\n-\$12\.00/);
    expect(text).toContain('Account: wallet and cards');
  });
});
