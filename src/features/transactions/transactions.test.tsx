import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { transactionSchema, type Transaction } from '../../contract/transactions';
import { samples } from '../../test/samples';
import { sessionStore } from '../../lib/session';
import { preloadLazy } from '../../test/preload';
import { renderApp } from '../../test/render';
import { setupTestSandbox } from '../../test/sandbox';
import { transactionsToCsv } from './csv';
import { orderTimeline } from './timeline';
import { parseTransactionView, viewToFilters } from './transaction-params';

preloadLazy({ pages: ['transactions'] });

describe('filters → query', () => {
  it('maps the URL view to the API query', () => {
    const view = parseTransactionView(
      new URLSearchParams(
        'card_id=card_1&type=refund&from=2026-11-01&to=2026-11-21&merchant=%20google%20&min_amount=1,000.5&max_amount=2000&page=3&per_page=100',
      ),
    );
    const filters = viewToFilters(view);
    expect(filters).toMatchObject({
      card_id: 'card_1',
      type: 'refund',
      merchant: 'google',
      // Cents: src/api writes the wire's USD (api/transactions.test.ts).
      min_amount: 1000_50,
      max_amount: 2000_00,
      page: 3,
      per_page: 100,
    });
    expect(new Date(filters.from!).getTime()).toBe(new Date(2026, 10, 1, 0, 0, 0, 0).getTime());
    expect(new Date(filters.to!).getTime()).toBe(new Date(2026, 10, 21, 23, 59, 59, 999).getTime());
  });

  it('drops what it cannot use and defaults paging', () => {
    const view = parseTransactionView(
      new URLSearchParams('type=purchase&from=yesterday&min_amount=abc&per_page=500&card_id=<x>'),
    );
    expect(view).toEqual({});
    expect(viewToFilters(view)).toEqual({ page: 1, per_page: 50 });
  });

  it('sends the filters as query parameters', async () => {
    const sandbox = setupTestSandbox();
    const { seed } = await sandbox.activeAccount(100);
    sessionStore.signIn(seed);
    renderApp('/transactions?type=decline&merchant=ads&min_amount=5');
    await screen.findByRole('heading', { name: 'Transactions' });
    await waitFor(() =>
      expect(sandbox.requests.some((r) => r.url.includes('/transactions?'))).toBe(true),
    );
    const url = new URL(sandbox.requests.find((r) => r.url.includes('/transactions?'))!.url);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      type: 'decline',
      merchant: 'ads',
      min_amount: '5',
      page: '1',
      per_page: '50',
    });
  });
});

describe('CSV', () => {
  /** The sample as the app reads it (amounts in cents), changed by `over`. */
  const row = (over: Partial<Transaction>): Transaction => ({
    ...transactionSchema.parse(samples.transaction),
    ...over,
  });

  it('escapes commas, quotes and line breaks, and round-trips', () => {
    const tricky = row({
      merchant: {
        name: 'Acme, "The" Store\nBerlin',
        category: 'ecommerce',
        mcc: '5999',
        country: 'DE',
      },
    });
    const csv = transactionsToCsv([tricky]);
    expect(csv).toContain('"Acme, ""The"" Store\nBerlin"');
    const parsed = Papa.parse<string[]>(csv.trim()).data;
    expect(parsed[0]).toEqual([
      'id',
      'created_at',
      'card_id',
      'card',
      'type',
      'amount',
      'currency',
      'merchant',
      'category',
      'mcc',
      'country',
      'balance_after',
      'decline_reason',
      'moves_money',
      'note',
    ]);
    expect(parsed[1]![7]).toBe('Acme, "The" Store\nBerlin');
    expect(parsed[1]![5]).toBe('-12.25');
  });

  it('says which rows move money: summing those counts a settled purchase once', () => {
    const auth = row({ id: 'txn_a', type: 'authorization', amount: -120_00 });
    const settle = row({
      id: 'txn_s',
      type: 'settlement',
      amount: -120_00,
      authorization_id: 'txn_a',
    });
    const back = row({ id: 'txn_r', type: 'refund', amount: 20_00, authorization_id: 'txn_a' });
    const declined = row({ id: 'txn_d', type: 'decline', amount: -5_00 });
    const parsed = Papa.parse<string[]>(
      transactionsToCsv([auth, settle, back, declined]).trim(),
    ).data;
    const moving = parsed.slice(1).filter((r) => r[13] === 'yes');
    expect(moving.map((r) => r[0])).toEqual(['txn_a', 'txn_r']);
    expect(moving.reduce((sum, r) => sum + Math.round(Number(r[5]) * 100), 0)).toBe(-10_000);
  });

  it('neutralises spreadsheet formulas and carries no card number', () => {
    const csv = transactionsToCsv([
      row({
        merchant: {
          name: '=HYPERLINK("http://evil")',
          category: '@sum',
          mcc: '5999',
          country: 'US',
        },
        pan: '4111111111111111',
      } as Partial<Transaction>),
    ]);
    const parsed = Papa.parse<string[]>(csv.trim()).data;
    expect(parsed[1]![7]).toBe(`'=HYPERLINK("http://evil")`);
    expect(parsed[1]![8]).toBe(`'@sum`);
    expect(csv).not.toContain('4111111111111111');
    expect(csv.split('\r\n')).toHaveLength(2);
  });
});

describe('timeline', () => {
  it('orders events oldest first and keeps ties in the given order', () => {
    const events = [
      { status: 'refunded', at: '2026-11-22T10:05:00Z' },
      { status: 'authorized', at: '2026-11-22T10:00:00Z' },
      { status: 'settled', at: '2026-11-22T10:05:00Z' },
      { status: '3ds_challenge', at: '2026-11-22T09:59:00Z' },
    ];
    expect(orderTimeline(events).map((e) => e.status)).toEqual([
      '3ds_challenge',
      'authorized',
      'refunded',
      'settled',
    ]);
  });

  it('shows the authorization chain in the detail drawer', async () => {
    const sandbox = setupTestSandbox();
    const { seed, cardId } = await sandbox.activeAccount(100);
    await sandbox.api('POST', `/cards/${cardId}/fund`, { amount: 50 }, seed);
    const auth = await sandbox.api(
      'POST',
      '/sandbox/purchases',
      {
        card_id: cardId,
        amount: 30,
        merchant: { name: 'Lufthansa', category: 'travel', mcc: '3008', country: 'DE' },
      },
      seed,
    );
    sandbox.clock.advance(60_000);
    await sandbox.api('POST', `/sandbox/transactions/${auth.id}/settle`, undefined, seed);
    sandbox.clock.advance(60_000);
    await sandbox.api('POST', `/sandbox/transactions/${auth.id}/refund`, { amount: 10 }, seed);
    sessionStore.signIn(seed);
    const user = userEvent.setup();
    const { router } = renderApp('/transactions?type=authorization');
    await user.click(await screen.findByRole('button', { name: /Lufthansa/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Lufthansa' });
    // The open drawer has a URL of its own: it can be shared, and Back closes it.
    expect(router.state.location.search).toBe(`?type=authorization&txn=${auth.id}`);
    const timeline = await within(drawer).findByRole('list', { name: 'Authorization timeline' });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('p')!.textContent),
      // The amount is said once, above (issue #48); the timeline adds only what is new.
    ).toEqual(['Authorized', 'Settled', 'Refunded+$10.00']);
    // The badge says what the list says (issue #29): settled, not "Authorized".
    const outsideTimeline = (words: string) =>
      within(drawer)
        .queryAllByText(words)
        .filter((element) => !timeline.contains(element));
    expect(outsideTimeline('Settled')).not.toHaveLength(0);
    expect(outsideTimeline('Authorized')).toHaveLength(0);
    expect(within(drawer).getByText('3008')).toBeInTheDocument();
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Lufthansa' })).toBeNull());
    expect(router.state.location.search).toBe('?type=authorization');
  });

  it('opens the drawer from a shared URL', async () => {
    const sandbox = setupTestSandbox();
    const { seed, cardId } = await sandbox.activeAccount(100);
    await sandbox.api('POST', `/cards/${cardId}/fund`, { amount: 50 }, seed);
    const auth = await sandbox.api(
      'POST',
      '/sandbox/purchases',
      { card_id: cardId, amount: 12 },
      seed,
    );
    sessionStore.signIn(seed);
    renderApp(`/transactions?txn=${auth.id}`);
    const drawer = await screen.findByRole('dialog');
    await waitFor(() => expect(drawer).toHaveTextContent('$12.00'));
    expect(
      within(drawer).getByRole('list', { name: 'Authorization timeline' }),
    ).toBeInTheDocument();
  });
});
