// @vitest-environment node
import { z } from 'zod';
import * as mini from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { cardFundingOperations, fundResultSchema } from '../../contract/card-funding';
import { cardOperations } from '../../contract/cards';
import { usdSchema } from '../../contract/common';
import { OPERATIONS } from '../../contract/operations';
import { implement, type Handlers } from './implement';
import { ROUTES } from './routes';

/**
 * Issue #30: the routes implement the contract's declarations. The `@ts-expect-error` lines are
 * checked by `tsc --noEmit -p .`: each fails the typecheck if its line compiles, i.e. if a missing,
 * extra, swapped or mistyped handler were accepted.
 */
type Two = Pick<typeof cardFundingOperations, 'fundCard'> &
  Pick<typeof cardOperations, 'freezeCard'>;
const funded = (id: string, amount: number) => ({
  id,
  previous_balance: 0,
  funded_amount: amount,
  new_balance: amount,
  wallet_balance: 0,
});
const fund = implement(cardFundingOperations.fundCard, {
  read: ({ amount, ...unread }) => [amount, unread],
  handle: ({ params, input }) => funded(params.id, input),
});
const freeze = implement(cardOperations.freezeCard, {
  handle: ({ params }) => ({ id: params.id, status: 'frozen' as const, frozen_at: 'now' }),
});

describe('handlers and declarations', () => {
  it('refuses, at compile time, a handler missing, extra or swapped', () => {
    const both: Handlers<Two> = { fundCard: fund, freezeCard: freeze };
    // @ts-expect-error -- freezeCard has no handler
    const missing: Handlers<Two> = { fundCard: fund };
    // @ts-expect-error -- a handler for an operation the contract does not declare
    const extra: Handlers<Two> = { fundCard: fund, freezeCard: freeze, fundTwice: fund };
    // @ts-expect-error -- freezeCard's handler is fundCard's
    const swapped: Handlers<Two> = { fundCard: fund, freezeCard: fund };
    implement(cardFundingOperations.fundCard, {
      read: ({ amount, ...unread }) => [amount, unread],
      // @ts-expect-error -- `/cards/:id/fund` has no `card_id` parameter
      handle: ({ params }) => funded(params.card_id, 1),
    });
    expect([both, missing, extra, swapped]).toHaveLength(4);
  });

  it('takes the declared request schema, refined with .check(), never a second shape', () => {
    const declared = cardFundingOperations.fundCard.body;
    const refined = implement(cardFundingOperations.fundCard, {
      body: declared.check(mini.refine((b) => b.amount !== 13, 'unlucky')),
      read: ({ amount, ...unread }) => [amount, unread],
      handle: ({ params, input }) => funded(params.id, input),
    });
    implement(cardFundingOperations.fundCard, {
      // @ts-expect-error -- a body written again (here misspelt) instead of the contract's
      body: z.strictObject({ amont: z.number() }),
      read: ({ amont, ...unread }) => [amont, unread],
      handle: ({ params }) => funded(params.id, 1),
    });
    implement(cardFundingOperations.fundCard, {
      // @ts-expect-error -- a looser body written again: a string where the contract has a number
      body: z.strictObject({ amount: z.union([z.number(), z.string()]) }),
      read: ({ amount, ...unread }) => [amount, unread],
      handle: ({ params }) => funded(params.id, 1),
    });
    expect(refined.body?.safeParse({ amount: 13 }).success).toBe(false);
    expect(refined.body?.safeParse({ amount: 12 }).success).toBe(true);
  });

  it('types a handler by the declared answer: adding a field names the handler to change', () => {
    // The fund answer with one more field, as a change to the contract would declare it.
    const fundWithFee = {
      ...cardFundingOperations.fundCard,
      response: { one: mini.extend(fundResultSchema, { fee: usdSchema }) },
    };
    implement(fundWithFee, {
      read: ({ amount, ...unread }) => [amount, unread],
      // @ts-expect-error -- the answer lacks `fee`: this is the handler that must change
      handle: ({ params, input }) => funded(params.id, input),
    });
    const changed = implement(fundWithFee, {
      read: ({ amount, ...unread }) => [amount, unread],
      handle: ({ params, input }) => ({ ...funded(params.id, input), fee: 0 }),
    });
    implement(cardOperations.freezeCard, {
      // @ts-expect-error -- `frozen_at` may not be null: the declared answer requires a time
      handle: ({ params }) => ({ id: params.id, status: 'frozen' as const, frozen_at: null }),
    });
    expect(changed.path).toBe('/cards/:id/fund');
  });

  it('makes a route name every declared body field: one it leaves unread names the route', () => {
    // The fund body with one more optional field, as a change to the contract would declare it.
    const fundWithNote = {
      ...cardFundingOperations.fundCard,
      body: mini.extend(cardFundingOperations.fundCard.body, {
        note: mini.optional(mini.string()),
      }),
    };
    implement(fundWithNote, {
      // @ts-expect-error -- `note` is declared and left in `unread`: this is the route to change
      read: ({ amount, ...unread }) => [amount, unread],
      handle: ({ params, input }) => funded(params.id, input),
    });
    // @ts-expect-error -- a body with fields is read by `read`, or the route says it reads the text
    implement(fundWithNote, { handle: ({ params }) => funded(params.id, 1) });
    implement(fundWithNote, {
      read: ({ amount, note, ...unread }) => [{ amount, note }, unread],
      // @ts-expect-error -- the handler gets what `read` made, never the body itself
      handle: ({ params, body }) => funded(params.id, body.amount),
    });
    const noted = implement(fundWithNote, {
      read: ({ amount, note, ...unread }) => [{ amount, note: note ?? '' }, unread],
      handle: ({ params, input }) => ({ ...funded(params.id, input.amount), id: input.note }),
    });
    const call = { params: { id: 'card_1' }, input: { amount: 5, note: 'rent' } };
    expect(noted.read?.({ amount: 5, note: 'rent' })).toEqual([{ amount: 5, note: 'rent' }, {}]);
    expect(noted.handle(call as never)).toMatchObject({ id: 'rent', funded_amount: 5 });
  });

  it('makes a route name every declared query field too', () => {
    // The card list's query with one more filter, as a change to the contract would declare it.
    const listWithOwner = {
      ...cardOperations.listCards,
      query: mini.extend(cardOperations.listCards.query, { owner: mini.optional(mini.string()) }),
    };
    const none = { data: [], pagination: { page: 1, per_page: 20, total: 0, total_pages: 0 } };
    implement(listWithOwner, {
      // @ts-expect-error -- `owner` is declared and left in `unread`: this is the route to change
      readQuery: ({ status, bin_id, label, sort, order, page, per_page, ...unread }) => [
        { status, bin_id, label, sort, order, page, per_page },
        unread,
      ],
      handle: () => none,
    });
    // @ts-expect-error -- a query with fields is read by `readQuery`
    implement(listWithOwner, { handle: () => none });
    const owned = implement(listWithOwner, {
      readQuery: ({ owner, status, bin_id, label, sort, order, page, per_page, ...unread }) => [
        {
          owner: owner ?? 'anyone',
          filters: { status, bin_id, label, sort, order, page, per_page },
        },
        unread,
      ],
      handle: ({ query }) => ({
        ...none,
        pagination: { ...none.pagination, page: query.filters.page },
      }),
    });
    const query = { sort: 'created_at', order: 'desc', page: 2, per_page: 20 } as const;
    expect(owned.readQuery?.(query)).toEqual([{ owner: 'anyone', filters: query }, {}]);
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
