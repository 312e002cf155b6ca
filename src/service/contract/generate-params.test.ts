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
    const refusals: [string, string, { body?: unknown; raw?: string }][] = [
      ['GET', '/?card=amex', {}],
      ['GET', '/?asset=DOGE', {}],
      ['GET', '/?colour=red&card=amex', {}],
      ['GET', '/?card=amex&asset=DOGE', {}],
      ['POST', '/', { body: { card: 5 } }],
      ['POST', '/', { body: { asset: null } }],
      ['POST', '/', { body: { card: 'visa', extra: '' } }],
      ['POST', '/', { body: [] }],
      ['POST', '/', { body: 'visa' }],
      ['POST', '/', { raw: 'null' }],
      ['POST', '/', { raw: '{"__proto__": {"admin": true}}' }],
      ['POST', '/?card=amex', { body: { asset: 'btc' } }],
    ];
    const answers = [];
    for (const [method, path, options] of refusals) {
      const reply = await call(method, path, options);
      answers.push([reply.status, reply.body]);
    }
    expect(answers).toMatchInlineSnapshot(`
      [
        [
          400,
          {
            "error": "card must be "visa" or "mastercard".",
            "success": false,
          },
        ],
        [
          400,
          {
            "error": "asset must be one of BTC, ETH, USDT-ERC20, USDT-SOL, SOL, XMR.",
            "success": false,
          },
        ],
        [
          400,
          {
            "error": "Unknown parameter "colour".",
            "success": false,
          },
        ],
        [
          400,
          {
            "error": "card must be "visa" or "mastercard".",
            "success": false,
          },
        ],
        [
          400,
          {
            "error": "card must be "visa" or "mastercard".",
            "success": false,
          },
        ],
        [
          400,
          {
            "error": "asset must be one of BTC, ETH, USDT-ERC20, USDT-SOL, SOL, XMR.",
            "success": false,
          },
        ],
        [
          400,
          {
            "error": "Unknown parameter "extra".",
            "success": false,
          },
        ],
        [
          400,
          {
            "error": "body: Invalid input: expected record, received array",
            "success": false,
          },
        ],
        [
          400,
          {
            "error": "body: Invalid input: expected record, received string",
            "success": false,
          },
        ],
        [
          400,
          {
            "error": "body: Invalid input: expected record, received null",
            "success": false,
          },
        ],
        [
          400,
          {
            "error": "body: the key "__proto__" is not allowed.",
            "success": false,
          },
        ],
        [
          400,
          {
            "error": "card must be "visa" or "mastercard".",
            "success": false,
          },
        ],
      ]
    `);
  });
});
