import { timingSafeEqual } from './crypto';
import { authorizeOrDecline } from './authorization';
import { getCard } from './cards';
import { changed, emit, id, iso, type Ctx } from './context';
import { fail } from './errors';
import { assertSpendRoom } from './money-ceiling';
import { otpFor } from './secrets';
import type { CardRecord, ChallengeRecord, Merchant } from './state';
import { record } from './transactions';

/** A challenge lives 5 minutes; after that the purchase is declined (three_ds_expired). */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;

/** Opens a pending challenge for a purchase that would be authorized; the code is sent to the cardholder. */
export function openChallenge(
  ctx: Ctx,
  card: CardRecord,
  input: { amountCents: number; currency: string; merchant: Merchant },
): ChallengeRecord {
  const challenge: ChallengeRecord = {
    id: id(ctx, '3ds'),
    cardId: card.id,
    merchant: input.merchant,
    amountCents: input.amountCents,
    currency: input.currency,
    status: 'pending',
    createdAt: iso(ctx.now),
    expiresAt: iso(ctx.now + CHALLENGE_TTL_MS),
    completedAt: null,
    transactionId: null,
  };
  ctx.account.challenges.push(challenge);
  changed(ctx, 'challenges', challenge);
  emit(ctx, { type: '3ds.challenge', challenge });
  return challenge;
}

export function getChallenge(ctx: Ctx, challengeId: string) {
  return (
    ctx.account.challenges.find((c) => c.id === challengeId) ??
    fail('challenge_not_found', `No 3DS challenge ${challengeId}.`)
  );
}

/** The code sent to the cardholder: derived when asked for, never stored. */
export function challengeOtp(ctx: Ctx, challenge: ChallengeRecord): string {
  return otpFor(ctx.secretsKey, challenge.id);
}

/** Challenges past their 5 minutes expire, and their purchase is declined. Run before every request. */
export function expireChallenges(ctx: Ctx) {
  for (const challenge of ctx.account.challenges) {
    if (challenge.status !== 'pending' || Date.parse(challenge.expiresAt) > ctx.now) continue;
    challenge.status = 'expired';
    changed(ctx, 'challenges', challenge);
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
    emit(ctx, { type: 'transaction.declined', transaction: txn });
  }
}

/** Simulator: the merchant checkout submits the code the cardholder typed. */
export function completeChallenge(ctx: Ctx, challengeId: string, otp: string) {
  const challenge = getChallenge(ctx, challengeId);
  if (challenge.status === 'expired')
    fail('challenge_expired', 'The 3DS challenge expired; the purchase was declined.');
  if (challenge.status !== 'pending')
    fail('invalid_state', `The 3DS challenge is ${challenge.status}.`);
  if (!timingSafeEqual(otp, otpFor(ctx.secretsKey, challenge.id)))
    fail('invalid_otp', 'The one-time code is not correct.');
  const card = getCard(ctx, challenge.cardId);
  assertSpendRoom(card, challenge.amountCents);
  challenge.status = 'completed';
  challenge.completedAt = iso(ctx.now);
  changed(ctx, 'challenges', challenge);
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
  return txn;
}
