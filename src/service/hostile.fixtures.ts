import { expect } from 'vitest';

/**
 * The hostile bodies and ids every route is tried with (hostile.test.ts for the spec's routes,
 * hostile-sandbox-tools.test.ts for the sandbox's tools of issue #31).
 */
export const HOSTILE_BODIES: Array<[name: string, raw: string]> = [
  ['truncated JSON', '{"amount": 1'],
  ['not JSON', 'amount=5'],
  ['a JSON array', '[1,2,3]'],
  ['a JSON string', '"hello"'],
  ['null', 'null'],
  ['a number', '42'],
  ['__proto__ key', '{"__proto__": {"polluted": true}, "amount": 5}'],
  ['nested __proto__', '{"metadata": {"__proto__": {"admin": true}}}'],
  ['constructor key', '{"constructor": {"prototype": {"x": 1}}}'],
  ['amount as string', '{"amount": "5.00"}'],
  ['negative amount', '{"amount": -5}'],
  ['zero amount', '{"amount": 0}'],
  ['huge amount', '{"amount": 1e308}'],
  ['infinite amount', '{"amount": 1e309}'],
  ['three decimals', '{"amount": 1.005}'],
  ['amount null', '{"amount": null}'],
  ['amount object', '{"amount": {"value": 5}}'],
  ['unknown field', '{"amount": 5, "admin": true}'],
  ['over-long label', JSON.stringify({ label: 'x'.repeat(10_000), amount: 5, bin_id: '485932' })],
  [
    'HTML label',
    JSON.stringify({
      label: '<img src=x onerror=alert(1)>'.repeat(5),
      bin_id: '485932',
      amount: 5,
    }),
  ],
  ['control characters', JSON.stringify({ label: 'a\u0000b', bin_id: '485932', amount: 5 })],
  ['deep nesting', '{"metadata":' + '{"a":'.repeat(40) + '1' + '}'.repeat(40) + '}'],
  ['wrong events type', '{"url": "https://a.example", "events": "card.created"}'],
  ['javascript: url', '{"url": "javascript:alert(1)", "events": ["*"]}'],
  ['otp of letters', '{"otp": "abcdef"}'],
  ['merchant of wrong shape', '{"card_id": "card_x", "amount": 5, "merchant": "evil"}'],
  ['too large', JSON.stringify({ label: 'x'.repeat(70_000) })],
];

export const HOSTILE_IDS = [
  'card_does_not_exist',
  '..%2F..%2Fetc%2Fpasswd',
  "card_1' OR '1'='1",
  'x'.repeat(2000),
  '%00',
  '__proto__',
  'constructor',
];

/** A 4xx in the error shape (generate: its root shape). */
export function expectErrorShape(status: number, body: unknown, generate: boolean) {
  expect(status).toBeGreaterThanOrEqual(400);
  expect(status).toBeLessThan(500);
  if (generate) expect(body).toEqual({ success: false, error: expect.any(String) });
  else
    expect(body).toMatchObject({
      error: expect.any(String),
      message: expect.any(String),
      code: status,
      request_id: expect.stringMatching(/^req_/),
    });
}
