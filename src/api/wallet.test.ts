import { describe, expect, it } from 'vitest';
import { samples } from '../test/samples';
import { configureApi } from './client';
import { walletApi } from './wallet';

function answering(body: unknown) {
  configureApi({
    baseUrl: 'https://provider.test/v1/api',
    getSeed: () => 'ABCD-EFGH-JKMN-PQRS',
    fetch: (async () =>
      new Response(JSON.stringify(body), {
        headers: { 'Content-Type': 'application/json' },
      })) as typeof fetch,
  });
}

describe('deposit history from the service', () => {
  it('reads a page from the sandbox, and a provider’s whole list as one page', async () => {
    answering({
      data: [samples.deposit],
      pagination: { page: 2, per_page: 1, total: 3 },
    });
    expect((await walletApi.deposits({ page: 2, per_page: 1 })).pagination).toMatchObject({
      page: 2,
      total: 3,
    });
    answering({ data: [samples.deposit, { ...samples.deposit, id: 'dep_2' }] });
    const whole = await walletApi.deposits();
    expect(whole.data).toHaveLength(2);
    expect(whole.pagination).toEqual({ page: 1, per_page: 2, total: 2 });
  });
});
