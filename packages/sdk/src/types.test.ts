import { describe, expectTypeOf, it } from 'vitest';
import { createClient, type ErrorCodeOf, type OperationError } from './index';

/**
 * Type-level proofs (issue #50 item 2): `tsc --noEmit -p .` checks this file, and each
 * `@ts-expect-error` fails the typecheck if the line it marks ever compiles.
 */
const vcs = createClient({ baseUrl: 'http://127.0.0.1:4010/v1/api', seed: 'AAAA-BBBB-CCCC-DDDD' });

async function requests() {
  // @ts-expect-error a body field fund does not take
  await vcs.fundCard({ params: { id: 'card_1' }, body: { amount: 10, currency: 'usd' } });
  // @ts-expect-error an amount is a number, not text
  await vcs.fundCard({ params: { id: 'card_1' }, body: { amount: '10' } });
  // @ts-expect-error per_page is a number
  await vcs.listCards({ query: { per_page: '10' } });
  // @ts-expect-error fund's body is required
  await vcs.fundCard({ params: { id: 'card_1' } });
  // @ts-expect-error its path parameter too
  await vcs.fundCard({ body: { amount: 10 } });
  // @ts-expect-error a webhook's url is required
  await vcs.registerWebhook({ body: { events: ['*'] } });
  // Everything optional: no argument at all.
  await vcs.listCards();
  await vcs.getWalletBalance();
}

async function answers() {
  const funded = await vcs.fundCard({ params: { id: 'card_1' }, body: { amount: 10 } });
  expectTypeOf(funded.new_balance).toEqualTypeOf<number>();
  const page = await vcs.listCards({ query: { per_page: 10, status: 'active' } });
  expectTypeOf(page.pagination.total).toEqualTypeOf<number>();
  expectTypeOf(page.data[0]!.status).toEqualTypeOf<'active' | 'frozen' | 'terminated'>();
  const stream = await vcs.streamEvents({ query: { after: 0 } });
  expectTypeOf(stream).toEqualTypeOf<Response>();
}

function errors(error: OperationError<'fundCard'>) {
  expectTypeOf<'insufficient_funds'>().toExtend<ErrorCodeOf<'fundCard'>>();
  expectTypeOf<'network_error'>().toExtend<ErrorCodeOf<'fundCard'>>();
  expectTypeOf<'card_not_frozen'>().not.toExtend<ErrorCodeOf<'fundCard'>>();
  expectTypeOf<'generate_failed'>().toExtend<ErrorCodeOf<'postGenerate'>>();
  // The union is discriminated by code: the status follows from it.
  if (error.code === 'insufficient_funds') expectTypeOf(error.status).toEqualTypeOf<400>();
  if (error.code === 'card_not_found') expectTypeOf(error.status).toEqualTypeOf<404>();
}

describe('vcs-sdk types', () => {
  it('are proven by the typecheck', () => {
    expectTypeOf(requests).toBeFunction();
    expectTypeOf(answers).toBeFunction();
    expectTypeOf(errors).toBeFunction();
  });
});
