import { QueryClientProvider, useMutation, type QueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { cardKeys, useFreezeCard } from '../api/cards';
import { configureApi } from '../api/client';
import { transactionKeys } from '../api/transactions';
import { walletKeys } from '../api/wallet';
import { webhookKeys } from '../api/webhooks';
import { samples } from '../test/samples';
import { createQueryClient } from './provider';

// The app's own client: invalidation is declared by each action and done by its MutationCache.
function seeded(): QueryClient {
  const client = createQueryClient();
  client.setQueryData(cardKeys.detail('card_1'), samples.cardSummary);
  client.setQueryData(walletKeys.balance(), samples.walletBalance);
  client.setQueryData(transactionKeys.lists(), []);
  client.setQueryData(webhookKeys.list(), []);
  return client;
}
const stale = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.isInvalidated)
    .map((q) => q.queryKey[0]);

function hook<T>(client: QueryClient, use: () => T) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(use, { wrapper }).result;
}

describe('invalidation by declaration (MutationCache)', () => {
  it('marks exactly the declared keys stale when an action succeeds', async () => {
    const client = seeded();
    const result = hook(client, () =>
      useMutation({
        mutationFn: async () => 'ok',
        meta: { invalidates: [cardKeys.all, walletKeys.all] },
      }),
    );
    await act(() => result.current.mutateAsync());
    expect(stale(client).sort()).toEqual(['cards', 'wallet']);
  });

  it('marks them stale when the action fails too (it may have been applied)', async () => {
    const client = seeded();
    const result = hook(client, () =>
      useMutation({
        mutationFn: async () => Promise.reject(new Error('timeout')),
        meta: { invalidates: [webhookKeys.all], inlineErrors: true },
      }),
    );
    await act(() => result.current.mutateAsync().catch(() => undefined));
    expect(stale(client)).toEqual(['webhooks']);
  });

  it('an action that declares nothing invalidates nothing', async () => {
    const client = seeded();
    const result = hook(client, () => useMutation({ mutationFn: async () => 'ok' }));
    await act(() => result.current.mutateAsync());
    expect(stale(client)).toEqual([]);
  });

  it("a hook's declaration reaches the handler (freeze: that card and the lists only)", async () => {
    configureApi({
      baseUrl: 'http://sandbox.test/v1/api',
      getSeed: () => 'AB12-CD34-EF56-GH78',
      fetch: (async () =>
        new Response(JSON.stringify(samples.freeze), {
          headers: { 'Content-Type': 'application/json' },
        })) as typeof fetch,
    });
    try {
      const client = seeded();
      const result = hook(client, () => useFreezeCard());
      client.setQueryData(cardKeys.detail('card_2'), { ...samples.cardSummary, id: 'card_2' });
      client.setQueryData(cardKeys.list({}), { data: [], pagination: {} });
      await act(() => result.current.mutateAsync({ cardId: 'card_1' }));
      // That card's summary and the lists, not another card's summary (one request each).
      const staleKeys = client
        .getQueryCache()
        .getAll()
        .filter((q) => q.state.isInvalidated)
        .map((q) => JSON.stringify(q.queryKey));
      expect(staleKeys.sort()).toEqual(
        [JSON.stringify(cardKeys.detail('card_1')), JSON.stringify(cardKeys.list({}))].sort(),
      );
    } finally {
      configureApi({ fetch: undefined });
    }
  });
});
