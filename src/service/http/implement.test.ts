// @vitest-environment node
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { cardOperations } from '../../contract/cards';
import { OPERATIONS } from '../../contract/operations';
import { implement, type Handlers } from './implement';
import { ROUTES } from './routes';

/**
 * Issue #30: the routes implement the contract's declarations. The `@ts-expect-error` lines are
 * checked by `tsc --noEmit -p .`: each fails the typecheck if its line compiles, i.e. if a missing,
 * extra, swapped or mistyped handler were accepted.
 */
type Two = Pick<typeof cardOperations, 'fundCard' | 'getCard'>;
const fund = implement(cardOperations.fundCard, {
  body: z.strictObject({ amount: z.number() }),
  handle: ({ params, body }) => ({ id: params.id, amount: body.amount }),
});
const get = implement(cardOperations.getCard, { handle: ({ params }) => params.id });

describe('handlers and declarations', () => {
  it('refuses, at compile time, a handler missing, extra, swapped or reading another body', () => {
    const both: Handlers<Two> = { fundCard: fund, getCard: get };
    // @ts-expect-error -- getCard has no handler
    const missing: Handlers<Two> = { fundCard: fund };
    // @ts-expect-error -- a handler for an operation the contract does not declare
    const extra: Handlers<Two> = { fundCard: fund, getCard: get, fundTwice: fund };
    // @ts-expect-error -- getCard's handler is fundCard's
    const swapped: Handlers<Two> = { fundCard: fund, getCard: fund };
    const misspelt: Handlers<Pick<Two, 'fundCard'>> = {
      // @ts-expect-error -- the body reads `amont`, the contract declares `amount`
      fundCard: implement(cardOperations.fundCard, {
        body: z.strictObject({ amont: z.number() }),
        handle: () => null,
      }),
    };
    const loose: Handlers<Pick<Two, 'fundCard'>> = {
      // @ts-expect-error -- the body lets a string through where the contract declares a number
      fundCard: implement(cardOperations.fundCard, {
        body: z.strictObject({ amount: z.union([z.number(), z.string()]) }),
        handle: () => null,
      }),
    };
    // @ts-expect-error -- `/cards/:id` has no `card_id` parameter
    implement(cardOperations.getCard, { handle: ({ params }) => params.card_id });
    expect([both, missing, extra, swapped, misspelt, loose]).toHaveLength(6);
  });

  it('routes every declared operation once, with its method and path, in the contract’s order', () => {
    expect(ROUTES.map((r) => r.operationId)).toEqual(Object.keys(OPERATIONS));
    for (const route of ROUTES) {
      const declared = OPERATIONS[route.operationId as keyof typeof OPERATIONS];
      expect([route.method, route.path, route.summary]).toEqual([
        declared.method,
        declared.path,
        declared.summary,
      ]);
      expect(route.errors).toBe(declared.errors);
    }
  });
});
