import { afterEach, describe, expect, it } from 'vitest';
import { cardsApi } from './cards';
import { configureApi } from './client';
import { sandboxApi } from './sandbox';
import { transactionsApi } from './transactions';
import { samples } from '../test/samples';

/** Every request the app sends that carries money: cents in, the wire's USD out (decision 006). */
function recordRequests(answer: unknown) {
  const sent: Array<{ method: string; url: URL; body: unknown }> = [];
  configureApi({
    baseUrl: 'https://sandbox.example/v1/api',
    getSeed: () => 'AB12-CD34-EF56-GH78',
    retryDelayMs: 0,
    fetch: (async (url: string | URL | Request, init?: RequestInit) => {
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      sent.push({ method: init?.method ?? 'GET', url: new URL(String(url)), body });
      return new Response(JSON.stringify(answer), {
        headers: { 'Content-Type': 'application/json' },
      });
    }) as typeof fetch,
  });
  return sent;
}

afterEach(() => configureApi({ fetch: globalThis.fetch, baseUrl: '/v1/api' }));

describe('money on the way out', () => {
  it('writes the amounts of card writes as USD', async () => {
    const sent = recordRequests(samples.fund);
    await cardsApi.fund({ cardId: 'card_1', amount: 1550 });
    await cardsApi.withdraw({ cardId: 'card_1', amount: 1 }).catch(() => undefined);
    expect(sent.map((s) => s.body)).toEqual([{ amount: 15.5 }, { amount: 0.01 }]);
  });

  it('writes a new card’s amount and a settings change’s limits as USD; null still clears', async () => {
    const sent = recordRequests(samples.cardSummary);
    await cardsApi.create({ bin_id: '485932', amount: 2500, label: 'Ads' });
    await cardsApi.update({
      cardId: 'card_1',
      patch: { spending_limit: null, auto_freeze_at: 50_000, label: 'Ads' },
    });
    await cardsApi.update({ cardId: 'card_1', patch: { label: 'Only a label' } });
    expect(sent.map((s) => s.body)).toEqual([
      { bin_id: '485932', amount: 25, label: 'Ads' },
      { spending_limit: null, auto_freeze_at: 500, label: 'Ads' },
      { label: 'Only a label' },
    ]);
  });

  it('writes the transaction list’s amount filters as USD in the query', async () => {
    const sent = recordRequests({ data: [], pagination: { page: 1, per_page: 50, total: 0 } });
    await transactionsApi.list({ min_amount: 1000_50, max_amount: 2000_00, page: 1 });
    expect(sent[0]!.url.searchParams.get('min_amount')).toBe('1000.5');
    expect(sent[0]!.url.searchParams.get('max_amount')).toBe('2000');
  });

  it('writes the sandbox’s simulated deposit, purchase and refund amounts as USD', async () => {
    const sent = recordRequests(samples.transaction);
    await sandboxApi.deposit({ currency: 'btc', amount: 120_00 }).catch(() => undefined);
    await sandboxApi.purchase({ card_id: 'card_1', amount: 999 }).catch(() => undefined);
    await sandboxApi.refund({ transactionId: 'txn_1', amount: 5 }).catch(() => undefined);
    expect(sent.map((s) => s.body)).toEqual([
      { currency: 'btc', amount_usd: 120 },
      { card_id: 'card_1', amount: 9.99 },
      { amount: 0.05 },
    ]);
  });
});
