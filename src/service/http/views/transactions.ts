import { fromCents as usd } from '../../../contract/money';
import { DECLINE_REASONS } from '../../domain/catalogue';
import type { Account, ChallengeRecord, TransactionRecord } from '../../domain/state';
import { compareText } from '../../runtime';
import { transactionIndex } from '../../domain/transaction-index';

/** Records → the JSON shapes of the spec. Money leaves as USD numbers here and only here. */

export function transactionView(t: TransactionRecord) {
  return {
    id: t.id,
    card_id: t.cardId,
    type: t.type,
    amount: usd(t.amountCents),
    currency: t.currency,
    merchant: {
      name: t.merchant.name,
      category: t.merchant.category,
      mcc: t.merchant.mcc,
      country: t.merchant.country,
    },
    balance_after: usd(t.balanceAfterCents),
    created_at: t.createdAt,
    decline_code: t.declineCode,
    decline_reason: t.declineCode ? DECLINE_REASONS[t.declineCode] : null,
    authorization_id: t.authorizationId,
  };
}

export function transactionDetailView(account: Account, t: TransactionRecord) {
  const rootId = t.authorizationId ?? t.id;
  const index = transactionIndex(account);
  const root = index.byId.get(rootId);
  const chain = [...(root ? [root] : []), ...(index.followUps.get(rootId) ?? [])].sort((a, b) =>
    compareText(a.createdAt, b.createdAt),
  );
  const challenge = t.challengeId
    ? account.challenges.find((c) => c.id === t.challengeId)
    : undefined;
  const timeline = [
    ...(challenge
      ? [
          {
            status: '3ds_challenge',
            at: challenge.createdAt,
            amount: -usd(challenge.amountCents),
            note: 'One-time code sent',
            transaction_id: null,
          },
        ]
      : []),
    ...chain.map((x) => ({
      status:
        x.type === 'authorization'
          ? 'authorized'
          : x.type === 'settlement'
            ? 'settled'
            : x.type === 'refund'
              ? 'refunded'
              : 'declined',
      at: x.createdAt,
      amount: usd(x.amountCents),
      note: x.declineCode ? DECLINE_REASONS[x.declineCode] : null,
      transaction_id: x.id,
    })),
  ];
  return {
    ...transactionView(t),
    merchant_details: {
      name: t.merchant.name,
      category: t.merchant.category,
      mcc: t.merchant.mcc,
      country: t.merchant.country,
      city: t.merchant.city ?? null,
      descriptor: `${t.merchant.name
        .toUpperCase()
        .replace(/[^A-Z0-9 ]/g, '')
        .slice(0, 22)} ${t.merchant.country}`,
    },
    mcc: t.merchant.mcc,
    three_ds: { status: t.threeDsStatus, challenge_id: t.challengeId },
    timeline,
    settled_at: rootAuthorization(account, t)?.settledAt ?? null,
  };
}

function rootAuthorization(account: Account, t: TransactionRecord) {
  if (t.type === 'authorization') return t;
  return t.authorizationId ? transactionIndex(account).byId.get(t.authorizationId) : undefined;
}

/** Without the one-time code: the list, events and the simulator never show it. */
export function challengeView(c: ChallengeRecord) {
  return {
    id: c.id,
    card_id: c.cardId,
    merchant: c.merchant.name,
    amount: usd(c.amountCents),
    currency: c.currency,
    status: c.status,
    expires_at: c.expiresAt,
    created_at: c.createdAt,
    completed_at: c.completedAt,
    transaction_id: c.transactionId,
  };
}
