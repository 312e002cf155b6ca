// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../runtime';
import { cardExpiresAt, expiryFrom, isExpiredAt } from './card-expiry';
import { fundCard } from './cards';
import { emptyChanges } from './changes';
import { confirmDeposit, simulateDeposit } from './deposits';
import { expireCards } from './expired-cards';
import { newAccountContext } from './new-account';
import { simulatePurchase } from './purchases';
import { emptyState } from './state';

const START = Date.parse('2026-11-22T12:00:00.000Z');

/** A new account whose first card, issued at START, holds $100 (the wallet $900). */
function funded() {
  const env = {
    state: emptyState('cd'.repeat(32)),
    random: seededRandom(7),
    now: START,
    changes: emptyChanges(),
  };
  const { ctx } = newAccountContext(env);
  confirmDeposit(ctx, simulateDeposit(ctx, 'usdt', 1000_00).id);
  const card = ctx.account.cards[0]!;
  fundCard(ctx, card.id, 100_00);
  ctx.events.length = 0;
  return { ctx, card };
}

describe('card expiry (MM/YY → the end of that month, UTC)', () => {
  it('is the last millisecond of the month, December rolling into the next year', () => {
    expect(new Date(cardExpiresAt({ expMonth: 9, expYear: 2029 })).toISOString()).toBe(
      '2029-09-30T23:59:59.999Z',
    );
    expect(new Date(cardExpiresAt({ expMonth: 12, expYear: 2029 })).toISOString()).toBe(
      '2029-12-31T23:59:59.999Z',
    );
    expect(new Date(cardExpiresAt({ expMonth: 2, expYear: 2028 })).toISOString()).toBe(
      '2028-02-29T23:59:59.999Z',
    );
    const dec = { expMonth: 12, expYear: 2029 };
    expect(isExpiredAt(dec, Date.parse('2029-12-31T23:59:59.999Z'))).toBe(false);
    expect(isExpiredAt(dec, Date.parse('2030-01-01T00:00:00.000Z'))).toBe(true);
  });

  it('a new card is good through its issue month, three years on', () => {
    expect(expiryFrom(START)).toEqual({ expMonth: 11, expYear: 2029 });
    expect(expiryFrom(Date.parse('2026-12-31T23:59:59.999Z'))).toEqual({
      expMonth: 12,
      expYear: 2029,
    });
  });

  it('declines a purchase on a card past its month before any due work ran', () => {
    const { ctx, card } = funded();
    ctx.now = cardExpiresAt(card) + 1;
    expect(card.status).toBe('active');
    const result = simulatePurchase(ctx, {
      cardId: card.id,
      amountCents: 5_00,
      currency: 'USD',
      threeDs: false,
    });
    expect(result).toMatchObject({
      kind: 'transaction',
      transaction: { type: 'decline', declineCode: 'card_terminated' },
    });
    expect(card.balanceCents).toBe(100_00);
  });

  it('the clock tick ends expired cards, the balance back in the wallet, nothing before', () => {
    const { ctx, card } = funded();
    const wallet = ctx.account.walletCents;
    ctx.now = cardExpiresAt(card);
    expireCards(ctx);
    expect(card.status).toBe('active');
    ctx.now += 1;
    expireCards(ctx);
    expect(card).toMatchObject({ status: 'terminated', balanceCents: 0 });
    expect(ctx.account.walletCents).toBe(wallet + 100_00);
    expect(ctx.events).toEqual([
      expect.objectContaining({ type: 'card.terminated', refundedCents: 100_00, expired: true }),
    ]);
  });

  it('a preview card activated after its month is issued with a new expiry', () => {
    const env = {
      state: emptyState('ef'.repeat(32)),
      random: seededRandom(9),
      now: START,
      changes: emptyChanges(),
    };
    const { ctx } = newAccountContext(env);
    const card = ctx.account.cards[0]!;
    expect(card.status).toBe('pending_top_up');
    ctx.now = cardExpiresAt(card) + 40 * 86_400_000;
    confirmDeposit(ctx, simulateDeposit(ctx, 'usdt', 100_00).id);
    expect(card.status).toBe('active');
    expect(card).toMatchObject(expiryFrom(ctx.now));
    expect(isExpiredAt(card, ctx.now)).toBe(false);
  });
});
