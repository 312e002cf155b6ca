// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, fundedAccount, startApi, type Api } from '../../test/api-process';

/**
 * When a webhook's host is resolved (issue #28 item 7, decision 015): registration reads the URL
 * only, so it works without DNS; each delivery resolves and vets the host, and says why it failed.
 * `.invalid` never resolves anywhere (RFC 6761), with or without a network.
 */
describe('webhook host resolution (npm run api)', () => {
  let api: Api;
  beforeAll(async () => {
    api = await startApi(['--quiet']);
  }, 30_000);
  afterAll(() => api.stop());

  it('registers a name DNS cannot resolve; the delivery is refused and logged as such', async () => {
    const { seed } = await fundedAccount(api.base);
    const url = 'https://hooks.receiver.invalid/card-events';
    const registered = await call(api.base, 'POST', '/webhooks', {
      seed,
      body: { url, events: ['deposit.pending'] },
    });
    expect(registered.status).toBe(201);
    expect(registered.body.url).toBe(url);
    await call(api.base, 'POST', '/sandbox/deposits', {
      seed,
      body: { currency: 'btc', amount_usd: 50 },
    });
    await expect
      .poll(
        async () =>
          (await call(api.base, 'GET', '/sandbox/webhooks/deliveries', { seed })).body.data[0]
            ?.error,
        { timeout: 5000 },
      )
      .toBe('refused: the host name does not resolve');
  }, 30_000);

  it('still refuses at registration what the URL alone shows is not public', async () => {
    const { seed } = await fundedAccount(api.base);
    for (const url of ['https://10.0.0.1/x', 'https://intranet/x', 'http://hooks.example.com/x']) {
      const answer = await call(api.base, 'POST', '/webhooks', {
        seed,
        body: { url, events: ['*'] },
      });
      expect(answer.status, url).toBe(400);
      expect(answer.body, url).toMatchObject({ error: 'invalid_request', code: 400 });
    }
  });
});
