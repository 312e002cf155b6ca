// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../runtime';
import { emptyChanges } from './changes';
import { accountNow, advanceClock, MAX_ADVANCE_MS, readClock } from './clock';
import { confirmDeposit, simulateDeposit } from './deposits';
import { AUTO_SETTLE_MS } from './due';
import { newAccountContext } from './new-account';
import { simulatePurchase } from './purchases';
import { emptyState } from './state';
import { spentThisMonthCents } from './spending';
import { fundCard } from './cards';
import { declineReason } from './authorization';
import { DEFAULT_MERCHANT } from './catalogue';

const START = Date.parse('2026-11-22T12:00:00.000Z');
const MIN = 60_000;
const DAY = 24 * 60 * MIN;

/** A new account with an active first card holding $500, its clock at START. */
function funded() {
  const env = {
    state: emptyState('ab'.repeat(32)),
    random: seededRandom(3),
    now: START,
    changes: emptyChanges(),
  };
  const { ctx, finish } = newAccountContext(env);
  const dep = simulateDeposit(ctx, 'usdt', 1000_00);
  confirmDeposit(ctx, dep.id);
  const card = ctx.account.cards[0]!;
  fundCard(ctx, card.id, 500_00);
  finish();
  ctx.events.length = 0;
  ctx.changes = emptyChanges();
  return { ctx, card };
}

const purchase = (
  ctx: ReturnType<typeof funded>['ctx'],
  cardId: string,
  cents: number,
  threeDs = false,
) => simulatePurchase(ctx, { cardId, amountCents: cents, currency: 'USD', threeDs });

describe('the account clock (decision 020)', () => {
  it('fires challenge expiry, deposit confirmation, settlement and the month roll in time order', () => {
    const { ctx, card } = funded();
    const auth = purchase(ctx, card.id, 10_00);
    ctx.now += 1 * MIN;
    const challenge = purchase(ctx, card.id, 20_00, true);
    const deposit = simulateDeposit(ctx, 'btc', 100_00); // 2 blocks of 30 s: due 1 min later
    ctx.events.length = 0;
    const result = advanceClock(ctx, { byMs: 10 * DAY });
    expect(result.fired.map((f) => f.kind)).toEqual([
      'deposit_confirmed',
      'challenge_expired',
      'authorization_settled',
      'month_rolled',
    ]);
    expect(result.fired.map((f) => f.at)).toEqual([
      new Date(START + 2 * MIN).toISOString(),
      new Date(START + 6 * MIN).toISOString(),
      new Date(START + AUTO_SETTLE_MS).toISOString(),
      '2026-12-01T00:00:00.000Z',
    ]);
    expect(ctx.events.map((e) => e.type)).toEqual([
      'deposit.confirmed',
      'transaction.declined',
      'transaction.settled',
    ]);
    expect(result.fired[0]!.id).toBe(deposit.id);
    if (challenge.kind !== 'challenge') throw new Error('expected a challenge');
    expect(ctx.account.challenges[0]!.status).toBe('expired');
    const settlement = ctx.account.transactions.find((t) => t.type === 'settlement')!;
    expect(settlement.authorizationId).toBe(auth.kind === 'transaction' && auth.transaction.id);
    expect(settlement.createdAt).toBe(new Date(START + AUTO_SETTLE_MS).toISOString());
  });

  it('keeps the offset on the account, so the next request reads the moved time', () => {
    const { ctx } = funded();
    const result = advanceClock(ctx, { byMs: 3 * DAY });
    expect(result.offsetMs).toBe(3 * DAY);
    expect(ctx.account.clockOffsetMs).toBe(3 * DAY);
    expect(ctx.changes.accounts.get(ctx.account.seedHash)).toBe(ctx.account);
    expect(accountNow(ctx.account, START + 5_000)).toBe(START + 3 * DAY + 5_000);
    expect(readClock(ctx).now).toBe(new Date(START + 3 * DAY).toISOString());
    // What happens next carries the account's time.
    const dep = simulateDeposit(ctx, 'usdt', 50_00);
    expect(dep.createdAt).toBe(new Date(START + 3 * DAY).toISOString());
  });

  it('rolls the monthly spending window with the clock', () => {
    const { ctx, card } = funded();
    card.spendingLimitCents = 100_00;
    purchase(ctx, card.id, 90_00);
    expect(declineReason(ctx, card, 20_00, DEFAULT_MERCHANT)).toBe('exceeds_spending_limit');
    advanceClock(ctx, { to: Date.parse('2026-12-01T00:00:00.000Z') });
    expect(spentThisMonthCents(ctx.account, card.id, ctx.now)).toBe(0);
    expect(declineReason(ctx, card, 20_00, DEFAULT_MERCHANT)).toBeNull();
  });

  it('refuses to go back or too far, and changes nothing then', () => {
    const { ctx, card } = funded();
    purchase(ctx, card.id, 10_00, true);
    const before = JSON.stringify(ctx.account);
    for (const input of [
      { byMs: -1 },
      { byMs: MAX_ADVANCE_MS + 1 },
      { byMs: 1.5 },
      { to: START - 1 },
      { to: START + MAX_ADVANCE_MS + 1 },
      { to: Number.NaN },
    ])
      expect(() => advanceClock(ctx, input)).toThrow(
        expect.objectContaining({ code: 'invalid_request' }),
      );
    expect(JSON.stringify(ctx.account)).toBe(before);
    expect(ctx.now).toBe(START);
    expect(advanceClock(ctx, { byMs: MAX_ADVANCE_MS }).offsetMs).toBe(MAX_ADVANCE_MS);
  });

  it('fires what is overdue first, at the start of the advance, never dating it earlier', () => {
    const { ctx } = funded();
    const deposit = simulateDeposit(ctx, 'btc', 100_00);
    ctx.now += 10 * MIN; // real time passes; a deposit waits for the simulator meanwhile
    expect(deposit.status).toBe('pending');
    const result = advanceClock(ctx, { byMs: 0 });
    expect(result.fired).toEqual([
      { kind: 'deposit_confirmed', at: new Date(START + 10 * MIN).toISOString(), id: deposit.id },
    ]);
    expect(deposit.confirmedAt).toBe(new Date(START + 10 * MIN).toISOString());
    expect(result.offsetMs).toBe(0);
  });

  it('does not settle an authorization refunded in full', () => {
    const { ctx, card } = funded();
    const auth = purchase(ctx, card.id, 10_00);
    if (auth.kind !== 'transaction') throw new Error('expected a transaction');
    auth.transaction.refundedCents = 10_00;
    expect(advanceClock(ctx, { byMs: 3 * DAY }).fired).toEqual([]);
  });
});
