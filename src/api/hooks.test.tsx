import {
  MutationCache,
  QueryClient,
  QueryClientProvider,
  useMutation,
} from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cardKeys, cardQueries, cardsApi, useFundCard, useFreezeCard } from './cards';
import { configureApi } from './client';
import { invalidateDeclared } from './invalidates';
import { samples } from '../test/samples';
import { threeDsQueries } from './three-ds';
import { transactionKeys, transactionQueries } from './transactions';
import { walletKeys, walletQueries } from './wallet';
import { webhookQueries } from './webhooks';

type Route = (url: URL, init: RequestInit) => Response | Promise<Response>;
let route: Route;
const seen: Array<{ url: URL; init: RequestInit }> = [];

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

beforeEach(() => {
  seen.length = 0;
  configureApi({
    baseUrl: 'http://sandbox.test/v1/api',
    getSeed: () => 'AB12-CD34-EF56-GH78',
    retryDelayMs: 0,
    fetch: (async (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(String(input));
      seen.push({ url, init: init ?? {} });
      return route(url, init ?? {});
    }) as typeof fetch,
  });
});
afterEach(() => configureApi({ fetch: undefined }));

function wrapper(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}
// The invalidation each hook declares is done by the app's MutationCache (api/invalidates.ts).
const newClient = () =>
  new QueryClient({
    mutationCache: new MutationCache({ onSettled: invalidateDeclared }),
    defaultOptions: { queries: { retry: false } },
  });

describe('query keys', () => {
  it('are hierarchical so invalidating a resource covers its lists and details', () => {
    expect(cardQueries.list({ status: 'active' }).queryKey).toEqual([
      'cards',
      'list',
      { status: 'active' },
    ]);
    expect(cardQueries.detail('card_1').queryKey).toEqual(['cards', 'detail', 'card_1']);
    expect(transactionQueries.list({ card_id: 'card_1' }).queryKey.slice(0, 2)).toEqual(
      transactionKeys.lists(),
    );
    expect(walletQueries.balance().queryKey).toEqual([...walletKeys.all, 'balance']);
    expect(cardKeys.list({}).slice(0, 1)).toEqual(cardKeys.all);
  });

  it('fetch the list with the filters as query parameters', async () => {
    route = () =>
      json({
        data: [samples.cardListItem],
        pagination: { page: 2, per_page: 10, total: 11, total_pages: 2 },
      });
    const client = newClient();
    const data = await client.fetchQuery(
      cardQueries.list({ status: 'frozen', page: 2, per_page: 10, sort: 'balance' }),
    );
    expect(data.pagination.total).toBe(11);
    expect(Object.fromEntries(seen[0]!.url.searchParams)).toEqual({
      status: 'frozen',
      page: '2',
      per_page: '10',
      sort: 'balance',
    });
  });
});

describe('secrets stay out of the cache', () => {
  it('strips one-time codes from cached 3DS challenges', async () => {
    route = () => json({ data: [samples.challenge] });
    const client = newClient();
    await client.fetchQuery(threeDsQueries.list({ status: 'pending' }));
    const cached = JSON.stringify(
      client
        .getQueryCache()
        .getAll()
        .map((q) => q.state.data),
    );
    expect(cached).toContain('3ds_1');
    expect(cached).not.toContain('123456');
  });

  it('strips webhook secrets from the cached list', async () => {
    route = () => json({ data: [samples.webhook] });
    const client = newClient();
    await client.fetchQuery(webhookQueries.list());
    expect(
      JSON.stringify(
        client
          .getQueryCache()
          .getAll()
          .map((q) => q.state.data),
      ),
    ).not.toContain('whsec_');
  });

  it('card details are an imperative call with no query key', async () => {
    route = () => json(samples.cardDetails);
    const details = await cardsApi.details('card_1');
    expect(details.pan).toBe('4111111111111111');
    expect(seen[0]!.url.pathname).toBe('/v1/api/cards/card_1/details');
    expect(Object.keys(cardQueries)).not.toContain('details');
  });
});

describe('mutation hooks', () => {
  it('fund invalidates cards, wallet and transactions', async () => {
    route = () => json(samples.fund);
    const client = newClient();
    client.setQueryData(cardKeys.detail('card_1'), samples.cardSummary);
    client.setQueryData(walletKeys.balance(), samples.walletBalance);
    client.setQueryData(transactionKeys.list({}), {
      data: [],
      pagination: { page: 1, per_page: 50, total: 0 },
    });
    const { result } = renderHook(() => useFundCard(), { wrapper: wrapper(client) });
    await act(() => result.current.mutateAsync({ cardId: 'card_1', amount: 1550 }));
    for (const key of [cardKeys.detail('card_1'), walletKeys.balance(), transactionKeys.list({})]) {
      expect(client.getQueryState(key)?.isInvalidated).toBe(true);
    }
    // Cents in, the wire's USD out.
    expect(JSON.parse(String(seen[0]!.init.body))).toEqual({ amount: 15.5 });
  });

  it('freeze invalidates cards only', async () => {
    route = () => json(samples.freeze);
    const client = newClient();
    client.setQueryData(cardKeys.detail('card_1'), samples.cardSummary);
    client.setQueryData(walletKeys.balance(), samples.walletBalance);
    const { result } = renderHook(() => useFreezeCard(), { wrapper: wrapper(client) });
    await act(() => result.current.mutateAsync({ cardId: 'card_1' }));
    expect(client.getQueryState(cardKeys.detail('card_1'))?.isInvalidated).toBe(true);
    expect(client.getQueryState(walletKeys.balance())?.isInvalidated).toBe(false);
  });

  it("reuses one idempotency key across react-query's retries of one action", async () => {
    let attempts = 0;
    route = () => {
      attempts += 1;
      return attempts < 3
        ? json({ error: 'server_error', message: 'x', code: 503, request_id: 'r' }, 503)
        : json(samples.fund);
    };
    const client = newClient();
    const { result } = renderHook(
      () =>
        useMutation({
          mutationFn: cardsApi.fund,
          retry: 2,
          retryDelay: 0,
        }),
      { wrapper: wrapper(client) },
    );
    await act(() => result.current.mutateAsync({ cardId: 'card_1', amount: 200 }));
    const keys = seen.map((s) => (s.init.headers as Record<string, string>)['X-Idempotency-Key']);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
  });

  it('gives two separate actions two keys', async () => {
    route = () => json(samples.fund);
    const client = newClient();
    const { result } = renderHook(() => useFundCard(), { wrapper: wrapper(client) });
    await act(() => result.current.mutateAsync({ cardId: 'card_1', amount: 100 }));
    await act(() => result.current.mutateAsync({ cardId: 'card_1', amount: 100 }));
    const keys = seen.map((s) => (s.init.headers as Record<string, string>)['X-Idempotency-Key']);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('uses the key a dialog passes in', async () => {
    route = () => json(samples.fund);
    const client = newClient();
    const { result } = renderHook(() => useFundCard(), { wrapper: wrapper(client) });
    await act(() =>
      result.current.mutateAsync({ cardId: 'card_1', amount: 1, idempotencyKey: 'idem_dialog' }),
    );
    await waitFor(() =>
      expect((seen[0]!.init.headers as Record<string, string>)['X-Idempotency-Key']).toBe(
        'idem_dialog',
      ),
    );
  });
});

describe('deposits polling', () => {
  it('polls while a deposit is pending and stops when none is', () => {
    const options = walletQueries.deposits();
    const interval = options.refetchInterval as (q: {
      state: { data?: { data: Array<{ status: string }> } };
    }) => number | false;
    expect(interval({ state: { data: { data: [{ status: 'pending' }] } } })).toBe(5000);
    expect(interval({ state: { data: { data: [{ status: 'confirmed' }] } } })).toBe(false);
  });
});
