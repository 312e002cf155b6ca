import { DECLINE_REASONS, DEFAULT_MERCHANT, findBin, type DeclineCode } from './catalogue';
import { compareText } from '../runtime';
import { timingSafeEqual } from './crypto';
import { emit, id, iso, type Ctx } from './context';
import { getCard } from './cards';
import { fail } from './errors';
import { otpFor } from './secrets';
import type { CardRecord, ChallengeRecord, Merchant, TransactionRecord } from './state';
import {
  cardSummaryView,
  challengeView,
  paginate,
  spentThisMonthCents,
  transactionView,
} from './views';

export const CHALLENGE_TTL_MS = 5 * 60 * 1000;

export type PurchaseInput = {
  cardId: string;
  amountCents: number;
  currency: string;
  merchant?: Merchant | undefined;
  threeDs: boolean;
};

/**
 * The authorization rules, in order: card status, allowed categories, the BIN's per-transaction
 * and monthly maxima, the card's monthly spending limit, the card balance.
 */
export function declineReason(
  ctx: Ctx,
  card: CardRecord,
  amountCents: number,
  merchant: Merchant,
): DeclineCode | null {
  if (card.status === 'terminated') return 'card_terminated';
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

function record(
  ctx: Ctx,
  card: CardRecord,
  fields: Partial<TransactionRecord> &
    Pick<TransactionRecord, 'type' | 'amountCents' | 'merchant' | 'currency'>,
) {
  const txn: TransactionRecord = {
    id: id(ctx, 'txn'),
    cardId: card.id,
    balanceAfterCents: card.balanceCents,
    createdAt: iso(ctx.now),
    authorizationId: null,
    declineCode: null,
    challengeId: null,
    threeDsStatus: 'not_required',
    settledAt: null,
    refundedCents: 0,
    ...fields,
  };
  ctx.account.transactions.push(txn);
  card.transactionCount += 1;
  return txn;
}

function authorizeOrDecline(
  ctx: Ctx,
  card: CardRecord,
  input: Omit<PurchaseInput, 'threeDs' | 'cardId'> & { merchant: Merchant },
  challenge?: ChallengeRecord,
) {
  const reason = declineReason(ctx, card, input.amountCents, input.merchant);
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
    emit(ctx, 'transaction.declined', transactionView(txn));
    return txn;
  }
  card.balanceCents -= input.amountCents;
  card.totalSpentCents += input.amountCents;
  card.lastUsedAt = iso(ctx.now);
  const txn = record(ctx, card, {
    type: 'authorization',
    amountCents: -input.amountCents,
    currency: input.currency,
    merchant: input.merchant,
    ...threeDs,
  });
  emit(ctx, 'transaction.authorized', transactionView(txn));
  // Auto-freeze: once the card's spend this month reaches the threshold, the card freezes itself.
  if (
    card.autoFreezeAtCents &&
    card.status === 'active' &&
    spentThisMonthCents(ctx.account, card.id, ctx.now) >= card.autoFreezeAtCents
  ) {
    card.status = 'frozen';
    card.frozenAt = iso(ctx.now);
    emit(ctx, 'card.frozen', {
      ...cardSummaryView(ctx.account, card, ctx.now),
      reason: 'auto_freeze_threshold',
    });
  }
  return txn;
}

/** Simulator: a merchant asks to charge the card. Returns the transaction, or a pending 3DS challenge. */
export function simulatePurchase(ctx: Ctx, input: PurchaseInput) {
  const card = getCard(ctx, input.cardId);
  const merchant = input.merchant ?? DEFAULT_MERCHANT;
  if (input.threeDs) {
    // A purchase that would be refused anyway is declined before any code is sent.
    const reason = declineReason(ctx, card, input.amountCents, merchant);
    if (reason)
      return {
        kind: 'transaction' as const,
        body: transactionView(authorizeOrDecline(ctx, card, { ...input, merchant })),
      };
    const challenge: ChallengeRecord = {
      id: id(ctx, '3ds'),
      cardId: card.id,
      merchant,
      amountCents: input.amountCents,
      currency: input.currency,
      status: 'pending',
      createdAt: iso(ctx.now),
      expiresAt: iso(ctx.now + CHALLENGE_TTL_MS),
      completedAt: null,
      transactionId: null,
    };
    ctx.account.challenges.push(challenge);
    emit(ctx, '3ds.challenge', challengeView(challenge));
    return { kind: 'challenge' as const, body: challengeView(challenge) };
  }
  return {
    kind: 'transaction' as const,
    body: transactionView(authorizeOrDecline(ctx, card, { ...input, merchant })),
  };
}

export function getChallenge(ctx: Ctx, challengeId: string) {
  return (
    ctx.account.challenges.find((c) => c.id === challengeId) ??
    fail('challenge_not_found', `No 3DS challenge ${challengeId}.`)
  );
}

export function challengeWithOtp(ctx: Ctx, challenge: ChallengeRecord) {
  return { ...challengeView(challenge), otp: otpFor(ctx.state.secret, challenge.id) };
}

/** Challenges past their 5 minutes expire, and their purchase is declined. Run before every request. */
export function expireChallenges(ctx: Ctx) {
  for (const challenge of ctx.account.challenges) {
    if (challenge.status !== 'pending' || Date.parse(challenge.expiresAt) > ctx.now) continue;
    challenge.status = 'expired';
    const card = ctx.account.cards.find((c) => c.id === challenge.cardId);
    if (!card) continue;
    const txn = record(ctx, card, {
      type: 'decline',
      amountCents: -challenge.amountCents,
      currency: challenge.currency,
      merchant: challenge.merchant,
      declineCode: 'three_ds_expired',
      challengeId: challenge.id,
      threeDsStatus: 'expired',
      createdAt: challenge.expiresAt,
    });
    challenge.transactionId = txn.id;
    emit(ctx, 'transaction.declined', transactionView(txn));
  }
}

/** Simulator: the merchant checkout submits the code the cardholder typed. */
export function completeChallenge(ctx: Ctx, challengeId: string, otp: string) {
  const challenge = getChallenge(ctx, challengeId);
  if (challenge.status === 'expired')
    fail('challenge_expired', 'The 3DS challenge expired; the purchase was declined.');
  if (challenge.status !== 'pending')
    fail('invalid_state', `The 3DS challenge is ${challenge.status}.`);
  if (!timingSafeEqual(otp, otpFor(ctx.state.secret, challenge.id)))
    fail('invalid_otp', 'The one-time code is not correct.');
  const card = getCard(ctx, challenge.cardId);
  challenge.status = 'completed';
  challenge.completedAt = iso(ctx.now);
  const txn = authorizeOrDecline(
    ctx,
    card,
    {
      amountCents: challenge.amountCents,
      currency: challenge.currency,
      merchant: challenge.merchant,
    },
    challenge,
  );
  challenge.transactionId = txn.id;
  return transactionView(txn);
}

export function getTransaction(ctx: Ctx, txnId: string) {
  return (
    ctx.account.transactions.find((t) => t.id === txnId) ??
    fail('transaction_not_found', `No transaction ${txnId}.`)
  );
}

export function settleTransaction(ctx: Ctx, txnId: string) {
  const auth = getTransaction(ctx, txnId);
  if (auth.type !== 'authorization')
    fail('invalid_state', `Only an authorization can be settled; ${auth.id} is a ${auth.type}.`);
  if (auth.settledAt) fail('invalid_state', `${auth.id} is already settled.`);
  if (auth.refundedCents >= -auth.amountCents)
    fail('invalid_state', `${auth.id} was fully refunded.`);
  const card = ctx.account.cards.find((c) => c.id === auth.cardId)!;
  auth.settledAt = iso(ctx.now);
  // Settlement makes the hold final; the money already left the card at authorization.
  const txn = record(ctx, card, {
    type: 'settlement',
    amountCents: auth.amountCents + auth.refundedCents,
    currency: auth.currency,
    merchant: auth.merchant,
    authorizationId: auth.id,
    challengeId: auth.challengeId,
    threeDsStatus: auth.threeDsStatus,
  });
  emit(ctx, 'transaction.settled', transactionView(txn));
  return transactionView(txn);
}

export function refundTransaction(ctx: Ctx, txnId: string, amountCents?: number) {
  const auth = getTransaction(ctx, txnId);
  if (auth.type !== 'authorization')
    fail('invalid_state', `Only an authorization can be refunded; ${auth.id} is a ${auth.type}.`);
  const refundable = -auth.amountCents - auth.refundedCents;
  if (refundable <= 0) fail('invalid_state', `${auth.id} was fully refunded.`);
  const amount = amountCents ?? refundable;
  if (amount > refundable)
    fail(
      'invalid_amount',
      `At most $${(refundable / 100).toFixed(2)} of ${auth.id} can still be refunded.`,
    );
  const card = ctx.account.cards.find((c) => c.id === auth.cardId)!;
  auth.refundedCents += amount;
  card.totalSpentCents -= amount;
  // A refund to a terminated card goes to the wallet: the card can hold nothing any more.
  if (card.status === 'terminated') ctx.account.walletCents += amount;
  else card.balanceCents += amount;
  const txn = record(ctx, card, {
    type: 'refund',
    amountCents: amount,
    currency: auth.currency,
    merchant: auth.merchant,
    authorizationId: auth.id,
    challengeId: auth.challengeId,
    threeDsStatus: auth.threeDsStatus,
  });
  emit(ctx, 'transaction.refunded', transactionView(txn));
  return transactionView(txn);
}

export type TransactionQuery = {
  card_id?: string | undefined;
  type?: TransactionRecord['type'] | undefined;
  from?: number | undefined;
  to?: number | undefined;
  merchant?: string | undefined;
  min_amount?: number | undefined;
  max_amount?: number | undefined;
  page: number;
  per_page: number;
};

/** min_amount and max_amount compare with the amount's absolute value (spends are negative). */
export function listTransactions(ctx: Ctx, q: TransactionQuery) {
  const merchant = q.merchant?.toLowerCase();
  const dated = q.from !== undefined || q.to !== undefined;
  const rows = ctx.account.transactions.filter((t) => {
    const at = dated ? Date.parse(t.createdAt) : 0;
    const abs = Math.abs(t.amountCents);
    return (
      (!q.card_id || t.cardId === q.card_id) &&
      (!q.type || t.type === q.type) &&
      (q.from === undefined || at >= q.from) &&
      (q.to === undefined || at <= q.to) &&
      (!merchant || t.merchant.name.toLowerCase().includes(merchant)) &&
      (q.min_amount === undefined || abs >= q.min_amount) &&
      (q.max_amount === undefined || abs <= q.max_amount)
    );
  });
  // Newest first; among equal times, the later recorded first (sort is stable). Records are
  // almost always kept in time order, so the sort is skipped when one pass finds them in order.
  rows.reverse();
  const ordered = rows.every(
    (t, i) => i === 0 || compareText(rows[i - 1]!.createdAt, t.createdAt) >= 0,
  );
  if (!ordered) rows.sort((a, b) => compareText(b.createdAt, a.createdAt));
  return paginate(rows, q.page, q.per_page, transactionView);
}

export { DECLINE_REASONS };
