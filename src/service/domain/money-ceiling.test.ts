// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MONEY_MAX_CENTS } from '../../contract/limits';
import { seededRandom } from '../runtime';
import { fundCard, terminateCard, withdrawCard } from './cards';
import { emptyChanges } from './changes';
import { advanceClock } from './clock';
import { confirmDeposit, simulateDeposit } from './deposits';
import { moneyBalance } from './money-ceiling';
import { newAccountContext } from './new-account';
import { simulatePurchase } from './purchases';
import { emptyState } from './state';
import { completeChallenge, challengeOtp } from './three-ds';

const NOW = Date.parse('2026-11-22T12:00:00.000Z');

/** An account whose card is active with $500 on it (a $600 deposit less the fee, less $99). */
function account() {
  const env = {
    state: emptyState('ab'.repeat(32)),
    random: seededRandom(3),
    now: NOW,
    changes: emptyChanges(),
  };
  const { ctx } = newAccountContext(env);
  confirmDeposit(ctx, simulateDeposit(ctx, 'usdt', 600_00).id);
  const card = ctx.account.cards[0]!;
  card.balanceCents = 500_00;
  ctx.account.walletCents -= 500_00;
  return { ctx, card };
}

/** Issue #47 item 1: purchases and the clock refuse what would pass the ceiling, before changing. */
describe('the money ceiling in the operations (decision 023)', () => {
  it('refuses a purchase, and a 3-D Secure completion, that would bring total spent past it', () => {
    const { ctx, card } = account();
    const opened = simulatePurchase(ctx, {
      cardId: card.id,
      amountCents: 2_00,
      currency: 'USD',
      threeDs: true,
    });
    expect(opened.kind).toBe('challenge');
    // As an account imported near the ceiling would be.
    card.totalSpentCents = MONEY_MAX_CENTS - 1_00;
    const before = JSON.stringify(ctx.account);
    expect(() =>
      simulatePurchase(ctx, {
        cardId: card.id,
        amountCents: 2_00,
        currency: 'USD',
        threeDs: false,
      }),
    ).toThrow(/ceiling of \$1000000000\.00/);
    const id = opened.kind === 'challenge' ? opened.challenge.id : '';
    expect(() => completeChallenge(ctx, id, challengeOtp(ctx, ctx.account.challenges[0]!))).toThrow(
      expect.objectContaining({ code: 'limit_reached' }),
    );
    expect(JSON.stringify(ctx.account)).toBe(before);
    expect(
      simulatePurchase(ctx, { cardId: card.id, amountCents: 1_00, currency: 'USD', threeDs: false })
        .kind,
    ).toBe('transaction');
    expect(card.totalSpentCents).toBe(MONEY_MAX_CENTS);
  });

  it('refuses a clock advance past ten years ahead, or for an account already past the ceiling', () => {
    const { ctx } = account();
    ctx.account.clockOffsetMs = 10 * 366 * 86_400_000 - 1000;
    expect(() => advanceClock(ctx, { byMs: 2000 })).toThrow(/at most 3660 days/);
    expect(advanceClock(ctx, { byMs: 1000 }).offsetMs).toBe(10 * 366 * 86_400_000);
    const { ctx: rich } = account();
    rich.account.walletCents = MONEY_MAX_CENTS + 1;
    expect(() => advanceClock(rich, { byMs: 1000 })).toThrow(
      expect.objectContaining({ code: 'limit_reached' }),
    );
    expect(rich.account.clockOffsetMs ?? 0).toBe(0);
  });

  it('refuses a funding, a withdraw or a termination that would leave one balance past it', () => {
    const { ctx, card } = account();
    // An account from before the ceiling, holding it twice over: each balance at the ceiling.
    ctx.account.walletCents = MONEY_MAX_CENTS;
    card.balanceCents = MONEY_MAX_CENTS;
    const before = JSON.stringify(ctx.account);
    const refused = expect.objectContaining({ code: 'limit_reached' });
    expect(() => fundCard(ctx, card.id, 1_00)).toThrow(refused);
    expect(() => withdrawCard(ctx, card.id, 1_00)).toThrow(refused);
    expect(() => terminateCard(ctx, card.id)).toThrow(refused);
    expect(JSON.stringify(ctx.account)).toBe(before);
  });

  it('conservation: the wallet and cards hold what deposits credited less purchases plus refunds', () => {
    const { ctx, card } = account();
    simulatePurchase(ctx, { cardId: card.id, amountCents: 30_00, currency: 'USD', threeDs: false });
    const { held, accounted } = moneyBalance(ctx.account);
    expect(held).toBe(accounted);
    expect(held).toBe(600_00 - 1_00 - 30_00);
  });
});
