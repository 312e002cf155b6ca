import { walletChanged, iso, type Ctx } from './context';
import { fireDue, type Fired } from './due';
import { fail } from './errors';
import { assertRoomFor } from './money-ceiling';
import type { Account } from './state';

/**
 * Each account has a sandbox clock: the service's clock plus an offset kept on the account
 * (decision 020). Advancing it fires, in order, what falls due in the time skipped (due.ts).
 */

/** One advance moves the clock at most this far (a bounded walk; decision 020). */
export const MAX_ADVANCE_MS = 400 * 24 * 60 * 60 * 1000;

/**
 * The clock runs at most ten years ahead of the service's (decision 020): an advance past it is
 * refused, and so is a snapshot whose offset is larger (decision 023).
 */
export const MAX_CLOCK_OFFSET_MS = 10 * 366 * 24 * 60 * 60 * 1000;

/**
 * The account's now, given the service's. The request pipeline builds every Ctx with this, so
 * every timestamp the account's records carry follows its clock.
 */
export function accountNow(account: Account, serviceNow: number): number {
  return serviceNow + (account.clockOffsetMs ?? 0);
}

export type ClockView = { now: string; offsetMs: number };

/** Reading the clock: the account's now (ctx.now) and how far it runs ahead of the service. */
export function readClock(ctx: Ctx): ClockView {
  return { now: iso(ctx.now), offsetMs: ctx.account.clockOffsetMs ?? 0 };
}

export type AdvanceInput = { byMs: number } | { to: number };
export type AdvanceResult = ClockView & { from: string; fired: Fired[] };

/** The target of an advance, or a refusal (made before anything changes). */
export function advanceTarget(now: number, input: AdvanceInput): number {
  if ('byMs' in input) {
    const by = input.byMs;
    if (!Number.isSafeInteger(by) || by < 0)
      fail(
        'invalid_request',
        'The clock moves forward only: give a whole number of ms, 0 or more.',
      );
    if (by > MAX_ADVANCE_MS)
      fail('invalid_request', 'The clock moves at most 400 days in one step.');
    return now + by;
  }
  const to = input.to;
  if (!Number.isSafeInteger(to))
    fail('invalid_request', 'The time to move the clock to is not valid.');
  if (to < now) fail('invalid_request', `The clock never goes back: it reads ${iso(now)} already.`);
  if (to - now > MAX_ADVANCE_MS)
    fail('invalid_request', 'The clock moves at most 400 days in one step.');
  return to;
}

/**
 * Advances the account's clock by a duration or to a time. Everything that falls due on the way
 * fires in time order, emitting the events the normal paths emit (ctx.events, for the webhooks).
 * A refused advance changes nothing.
 */
export function advanceClock(ctx: Ctx, input: AdvanceInput): AdvanceResult {
  const from = ctx.now;
  const to = advanceTarget(from, input);
  const offset = ctx.account.clockOffsetMs ?? 0;
  if (offset + (to - from) > MAX_CLOCK_OFFSET_MS)
    fail(
      'invalid_request',
      `The sandbox clock runs at most ${MAX_CLOCK_OFFSET_MS / 86_400_000} days ahead of the service's; it is ${Math.floor(offset / 86_400_000)} days ahead already.`,
    );
  // Pending deposits confirm on the way: their credit was counted against the ceiling when they
  // were made, so an account already past it (from before the ceiling) is refused here, whole.
  assertRoomFor(ctx.account, 0, 'Confirming the pending deposits');
  const fired = fireDue(ctx, to);
  if (to !== from) {
    ctx.account.clockOffsetMs = (ctx.account.clockOffsetMs ?? 0) + (to - from);
    walletChanged(ctx); // the offset is a field of the account's own row
  }
  return { from: iso(from), fired, ...readClock(ctx) };
}
