// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { testService } from '../testing';

/**
 * Generate's parameters (decision 034): the contract declares the canonical values; the sandbox
 * reads them in any case, query and body merged (the body wins), and answers exactly these words.
 */
describe('generate’s parameters', () => {
  it('reads card and asset without regard to case, in the query or the body', async () => {
    const { call } = testService();
    const get = await call('GET', '/?card=VISA&asset=usdt-erc20');
    expect([get.status, get.body.card.network, get.body.wallet.asset]).toEqual([
      200,
      'visa',
      'USDT-ERC20',
    ]);
    const post = await call('POST', '/?card=visa&asset=ETH', {
      body: { card: 'MasterCard', asset: 'sol' },
    });
    expect([post.body.card.network, post.body.wallet.asset]).toEqual(['mastercard', 'SOL']);
    const empty = await call('GET', '/?card=&asset=');
    expect(empty.status).toBe(200);
  });

  it('refuses with the same root error bodies as before', async () => {
    const { call } = testService();
    const card = 'card must be "visa" or "mastercard".';
    const asset = 'asset must be one of BTC, ETH, USDT-ERC20, USDT-SOL, SOL, XMR.';
    const refusals: [string, string, { body?: unknown; raw?: string }, string][] = [
      ['GET', '/?card=amex', {}, card],
      ['GET', '/?asset=DOGE', {}, asset],
      ['GET', '/?colour=red&card=amex', {}, 'Unknown parameter "colour".'],
      ['GET', '/?card=amex&asset=DOGE', {}, card],
      ['POST', '/', { body: { card: 5 } }, card],
      ['POST', '/', { body: { asset: null } }, asset],
      ['POST', '/', { body: { card: 'visa', extra: '' } }, 'Unknown parameter "extra".'],
      ['POST', '/', { body: [] }, 'body: Invalid input: expected record, received array'],
      ['POST', '/', { body: 'visa' }, 'body: Invalid input: expected record, received string'],
      ['POST', '/', { raw: 'null' }, 'body: Invalid input: expected record, received null'],
      ['POST', '/', { raw: '{"__proto__": {}}' }, 'body: the key "__proto__" is not allowed.'],
      ['POST', '/?card=amex', { body: { asset: 'btc' } }, card],
    ];
    for (const [method, path, options, error] of refusals) {
      const reply = await call(method, path, options);
      expect([reply.status, reply.body], `${method} ${path} ${JSON.stringify(options)}`).toEqual([
        400,
        { success: false, error },
      ]);
    }
  });
});
