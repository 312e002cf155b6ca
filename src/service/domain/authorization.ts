import { isExpiredAt } from './card-expiry';
import { findBin, type DeclineCode } from './catalogue';
import { forcedDecline } from './forced-outcomes';
import { changed, emit, iso, type Ctx } from './context';
import type { CardRecord, ChallengeRecord, Merchant } from './state';
import { record } from './transactions';
import { spentThisMonthCents } from './spending';

export type PurchaseInput = {
  cardId: string;
  amountCents: number;
  currency: string;
  merchant?: Merchant | undefined;
  threeDs: boolean;
  /** A decline asked for by a trigger (decision 040); wins over every rule. */
  forcedDecline?: DeclineCode | undefined;
};

/**
 * The authorization rules, in order, after a forced outcome (a trigger's decline_reason or a
 * reserved merchant name: decision 040): card status, allowed categories, the BIN's per-transaction
 * and monthly maxima, the card's monthly spending limit, the card balance.
 */
export function declineReason(
  ctx: Ctx,
  card: CardRecord,
  amountCents: number,
  merchant: Merchant,
  forced?: DeclineCode,
): DeclineCode | null {
  const forcedCode = forced ?? forcedDecline(merchant.name);
  if (forcedCode) return forcedCode;
  // A card past its expiry month is terminated by the due work (card-expiry.ts); until that runs,
  // it is declined as it will be.
  if (card.status === 'terminated' || isExpiredAt(card, ctx.now)) return 'card_terminated';
  if (card.status === 'frozen') return 'card_frozen';
  if (card.allowedCategories?.length && !card.allowedCategories.includes(merchant.category))
    return 'category_not_allowed';
  const bin = findBin(card.binId);
  const monthly = spentThisMonthCents(ctx.account, card.id, ctx.now);
  if (bin && amountCents > bin.maxTransactionCents) return 'exceeds_bin_transaction_limit';
  if (bin && monthly + amountCents > bin.maxMonthlyCents) return 'exceeds_bin_monthly_limit';
  if (card.spendingLimitCents !== null && monthly + amountCents > card.spendingLimitCents)
    return 'exceeds_spending_limit';
  if (amountCents > card.balanceCents) return 'insufficient_card_balance';
  return null;
}

export function authorizeOrDecline(
  ctx: Ctx,
  card: CardRecord,
  input: Omit<PurchaseInput, 'threeDs' | 'cardId'> & { merchant: Merchant },
  challenge?: ChallengeRecord,
) {
  const reason = declineReason(ctx, card, input.amountCents, input.merchant, input.forcedDecline);
  const threeDs = challenge
    ? { challengeId: challenge.id, threeDsStatus: 'completed' as const }
    : {};
  if (reason) {
    const txn = record(ctx, card, {
      type: 'decline',
      amountCents: -input.amountCents,
      currency: input.currency,
      merchant: input.merchant,
      declineCode: reason,
      ...threeDs,
    });
    emit(ctx, { type: 'transaction.declined', transaction: txn });
    return txn;
  }
  card.balanceCents -= input.amountCents;
  card.totalSpentCents += input.amountCents;
  card.lastUsedAt = iso(ctx.now);
  changed(ctx, 'cards', card);
  const txn = record(ctx, card, {
    type: 'authorization',
    amountCents: -input.amountCents,
    currency: input.currency,
    merchant: input.merchant,
    ...threeDs,
  });
  emit(ctx, { type: 'transaction.authorized', transaction: txn });
  // Auto-freeze: once the card's spend this month reaches the threshold, the card freezes itself.
  if (
    card.autoFreezeAtCents &&
    card.status === 'active' &&
    spentThisMonthCents(ctx.account, card.id, ctx.now) >= card.autoFreezeAtCents
  ) {
    card.status = 'frozen';
    card.frozenAt = iso(ctx.now);
    changed(ctx, 'cards', card);
    emit(ctx, { type: 'card.frozen', card, auto: true });
  }
  return txn;
}
