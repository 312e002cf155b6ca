// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { FORCEABLE_DECLINE_CODES } from '../../contract/sandbox-tools';
import { seededRandom } from '../runtime';
import { emptyChanges } from './changes';
import { forcedDeclineMerchant, FORCE_THREE_DS_MERCHANT } from './forced-outcomes';
import { newAccountContext } from './new-account';
import { simulatePurchase } from './purchases';
import { emptyState, type ServiceState } from './state';
import { triggerEvent } from './triggers';

const NOW = Date.parse('2026-11-22T12:00:00.000Z');

/** An account whose own card is active with $40 on it and $60 in the wallet. */
function withCard(state: ServiceState = emptyState('ef'.repeat(32))) {
  const env = { state, random: seededRandom(11), now: NOW, changes: emptyChanges() };
  const { ctx } = newAccountContext(env);
  triggerEvent(ctx, 'deposit.confirmed', { amountCents: 101_00 });
  const card = ctx.account.cards[0]!;
  triggerEvent(ctx, 'card.funded', { cardId: card.id, amountCents: 40_00 - card.balanceCents });
  ctx.events.length = 0;
  return { ctx, card, state };
}

describe('triggers with data (decision 040)', () => {
  it('authorizes on the caller’s card with the amount and merchant asked for, topping it up by what it lacks', () => {
    const { ctx, card } = withCard();
    const wallet = ctx.account.walletCents;
    const result = triggerEvent(ctx, 'transaction.authorized', {
      cardId: card.id,
      amountCents: 55_00,
      merchant: 'Acme Tools',
    });
    const txn = ctx.account.transactions.at(-1)!;
    expect(txn).toMatchObject({ cardId: card.id, amountCents: -55_00, type: 'authorization' });
    expect(txn.merchant.name).toBe('Acme Tools');
    expect(result.emitted.map((e) => e.type)).toEqual(['card.funded', 'transaction.authorized']);
    expect(result.created).toEqual({
      cards: [],
      transactions: [txn.id],
      deposits: [],
      challenges: [],
    });
    // $15 moved from the wallet to the card, then $55 spent from it.
    expect(result.walletBeforeCents).toBe(wallet);
    expect(result.walletAfterCents).toBe(wallet - 15_00);
    expect(result.cardBalances).toEqual([{ cardId: card.id, beforeCents: 40_00, afterCents: 0 }]);
  });

  it.each(FORCEABLE_DECLINE_CODES)('declines with the reason asked for: %s', (code) => {
    const { ctx, card } = withCard();
    const result = triggerEvent(ctx, 'transaction.declined', {
      cardId: card.id,
      amountCents: 1_00,
      declineReason: code,
    });
    expect(ctx.account.transactions.at(-1)).toMatchObject({ type: 'decline', declineCode: code });
    expect(result.walletAfterCents).toBe(result.walletBeforeCents);
    expect(result.cardBalances).toEqual([]);
  });

  it('a reserved merchant name forces a decline or a 3-D Secure check on any purchase', () => {
    const { ctx, card } = withCard();
    const merchant = { name: '', category: 'ecommerce', mcc: '5999', country: 'US' };
    const declined = simulatePurchase(ctx, {
      cardId: card.id,
      amountCents: 1_00,
      currency: 'USD',
      merchant: { ...merchant, name: forcedDeclineMerchant('exceeds_spending_limit') },
      threeDs: false,
    });
    expect(declined).toMatchObject({
      kind: 'transaction',
      transaction: { type: 'decline', declineCode: 'exceeds_spending_limit' },
    });
    const asked = simulatePurchase(ctx, {
      cardId: card.id,
      amountCents: 1_00,
      currency: 'USD',
      merchant: { ...merchant, name: FORCE_THREE_DS_MERCHANT },
      threeDs: false,
    });
    expect(asked.kind).toBe('challenge');
    // Any other name follows the rules: $1 of $40 is authorized.
    const plain = simulatePurchase(ctx, {
      cardId: card.id,
      amountCents: 1_00,
      currency: 'USD',
      merchant: { ...merchant, name: 'sandbox:decline:nonsense' },
      threeDs: false,
    });
    expect(plain).toMatchObject({ transaction: { type: 'authorization' } });
  });

  it('refuses bad input before anything changes', () => {
    const { ctx, card, state } = withCard();
    const other = withCard(state);
    triggerEvent(ctx, 'card.frozen', { cardId: card.id });
    ctx.events.length = 0;
    const before = JSON.stringify(state);
    const refusals: Array<[string, Parameters<typeof triggerEvent>[2], string]> = [
      ['transaction.authorized', { cardId: 'card_nope' }, 'card_not_found'],
      ['transaction.authorized', { cardId: other.card.id }, 'card_not_found'],
      ['transaction.authorized', { cardId: card.id }, 'card_not_active'],
      ['transaction.authorized', { amountCents: 5_000_01 }, 'invalid_amount'],
      ['deposit.confirmed', { amountCents: 9_99 }, 'invalid_amount'],
      ['card.frozen', { amountCents: 1_00 }, 'invalid_request'],
      ['deposit.pending', { cardId: card.id }, 'invalid_request'],
      ['transaction.authorized', { declineReason: 'card_frozen' }, 'invalid_request'],
      [
        'transaction.settled',
        { merchant: forcedDeclineMerchant('category_not_allowed') },
        'invalid_state',
      ],
    ];
    for (const [type, input, code] of refusals)
      expect(() => triggerEvent(ctx, type, input), `${type} ${JSON.stringify(input)}`).toThrow(
        expect.objectContaining({ code }),
      );
    expect(JSON.stringify(state)).toBe(before);
    expect(ctx.events).toEqual([]);
  });

  it('freezes, unfreezes and terminates the caller’s card, whatever state it is in, and says the balance went back', () => {
    const { ctx, card } = withCard();
    expect(
      triggerEvent(ctx, 'card.unfrozen', { cardId: card.id }).emitted.map((e) => e.type),
    ).toEqual(['card.frozen', 'card.unfrozen']);
    const ended = triggerEvent(ctx, 'card.terminated', { cardId: card.id });
    expect(card.status).toBe('terminated');
    expect(ended.walletAfterCents - ended.walletBeforeCents).toBe(40_00);
    expect(ended.cardBalances).toEqual([{ cardId: card.id, beforeCents: 40_00, afterCents: 0 }]);
  });
});
