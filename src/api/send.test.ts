import { describe, expect, it } from 'vitest';
import * as wire from './wire-readers.gen';
import { pathOf, requestOf } from './send';

describe('send: requests from the contract’s declarations (issue #30)', () => {
  it('fills and encodes the path parameters the template names', () => {
    expect(pathOf('/cards/:id/fund', { id: 'card 1/2' })).toBe('/cards/card%201%2F2/fund');
    expect(() => pathOf('/cards/:id', {})).toThrow('Missing path parameter id');
  });

  it('takes method, path, query and body from the declaration and the typed arguments', () => {
    expect(requestOf(wire.fundCard, { params: { id: 'c_1' }, body: { amount: 5 } })).toMatchObject({
      method: 'POST',
      path: '/cards/c_1/fund',
      body: { amount: 5 },
    });
    expect(requestOf(wire.listCards, { query: { status: 'frozen' } })).toMatchObject({
      method: 'GET',
      path: '/cards',
      query: { status: 'frozen' },
    });
    // Generate is public and answers its own error shape.
    expect(requestOf(wire.postGenerate, { body: { card: 'visa' } })).toMatchObject({
      method: 'POST',
      path: '/',
      auth: false,
      rootErrors: true,
    });
  });

  it('types the arguments by the declaration (checked by tsc)', () => {
    // Never called: these lines are for the typecheck only.
    const misuses = () => [
      // @ts-expect-error -- `/cards/:id` names `id`, not `card_id`
      requestOf(wire.getCard, { params: { card_id: 'c_1' } }),
      // @ts-expect-error -- the declared body's amount is a number
      requestOf(wire.fundCard, { params: { id: 'c_1' }, body: { amount: '5' } }),
      // @ts-expect-error -- the declared query has no `colour`
      requestOf(wire.listCards, { query: { colour: 'red' } }),
      // @ts-expect-error -- generate's card is one of the contract's networks (decision 034)
      requestOf(wire.postGenerate, { body: { card: 'amex' } }),
      // @ts-expect-error -- generate's asset is one of the six, as the contract writes them
      requestOf(wire.generate, { query: { asset: 'btc' } }),
      // @ts-expect-error -- fund needs its card id
      requestOf(wire.fundCard, { body: { amount: 5 } }),
    ];
    expect(misuses).toBeTypeOf('function');
  });
});
