import { fromCents } from '../../contract/money';
import { spentThisMonthCents } from './spending';
export { paginate } from './paginate';
import { findBin, type BinRecord } from './catalogue';
import { compareText } from '../runtime';
import { iso } from './context';
import type {
  Account,
  CardRecord,
  ChallengeRecord,
  DeliveryRecord,
  DepositRecord,
  TransactionRecord,
  WebhookRecord,
} from './state';
import { DECLINE_REASONS } from './catalogue';

/** Records → the JSON shapes of the spec. Money leaves as USD numbers here and only here. */

/** The one cents → USD conversion of the sandbox (the contract's). */
export const usd = fromCents;

export function cardListItemView(card: CardRecord) {
  return {
    id: card.id,
    bin_id: card.binId,
    network: card.network,
    last4: card.last4,
    status: card.status,
    balance: usd(card.balanceCents),
    label: card.label,
    created_at: card.createdAt,
    last_used_at: card.lastUsedAt,
  };
}

export function cardSummaryView(account: Account, card: CardRecord, now: number) {
  return {
    ...cardListItemView(card),
    spending_limit: card.spendingLimitCents === null ? null : usd(card.spendingLimitCents),
    total_spent: usd(card.totalSpentCents),
    transaction_count: card.transactionCount,
    metadata: { ...card.metadata },
    expires_at: iso(Date.UTC(card.expYear, card.expMonth, 0, 23, 59, 59)),
    last_used_at: card.lastUsedAt,
    allowed_categories: card.allowedCategories,
    auto_freeze_at: card.autoFreezeAtCents === null ? 0 : usd(card.autoFreezeAtCents),
    frozen_at: card.frozenAt,
    terminated_at: card.terminatedAt,
    spent_this_month: usd(spentThisMonthCents(account, card.id, now)),
  };
}

export function binView(bin: BinRecord) {
  return {
    id: bin.id,
    network: bin.network,
    type: bin.type,
    issuer_country: bin.issuer_country,
    '3ds': bin.threeDs,
    apple_pay: bin.apple_pay,
    google_pay: bin.google_pay,
    max_transaction: usd(bin.maxTransactionCents),
    max_monthly: usd(bin.maxMonthlyCents),
    acceptance_rate: bin.acceptance_rate,
    best_for: [...bin.best_for],
  };
}

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
  const chain = account.transactions
    .filter((x) => x.id === rootId || x.authorizationId === rootId)
    .sort((a, b) => compareText(a.createdAt, b.createdAt));
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
  return t.authorizationId
    ? account.transactions.find((x) => x.id === t.authorizationId)
    : undefined;
}

export function depositView(d: DepositRecord) {
  return {
    id: d.id,
    currency: d.currency,
    amount_crypto: d.amountCrypto,
    amount_usd: usd(d.amountUsdCents),
    fee_usd: usd(d.feeCents),
    credited_usd: usd(d.status === 'expired' ? 0 : d.amountUsdCents - d.feeCents),
    status: d.status,
    tx_hash: d.txHash,
    confirmations: d.confirmations,
    required_confirmations: d.requiredConfirmations,
    created_at: d.createdAt,
    confirmed_at: d.confirmedAt,
    expired_at: d.expiredAt,
    expired_reason:
      d.status === 'expired' ? (d.belowMinimum ? 'below_minimum' : 'not_confirmed') : null,
  };
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

export function webhookView(w: WebhookRecord, withSecret = false) {
  return {
    id: w.id,
    url: w.url,
    events: [...w.events],
    ...(withSecret ? { secret: w.secret } : {}),
    active: w.active,
    created_at: w.createdAt,
  };
}

export function deliveryView(d: DeliveryRecord) {
  return {
    id: d.id,
    webhook_id: d.webhookId,
    url: d.url,
    event_id: d.eventId,
    event_type: d.eventType,
    payload: d.payload,
    signature: d.signature,
    status: d.status,
    response_status: d.responseStatus,
    attempts: d.attempts,
    created_at: d.createdAt,
    last_attempt_at: d.lastAttemptAt,
    error: d.error,
  };
}

export function walletBalanceView(account: Account) {
  let pending = 0;
  let deposited = 0;
  for (const d of account.deposits) {
    if (d.status === 'pending') pending += d.amountUsdCents;
    if (d.status === 'confirmed') deposited += d.amountUsdCents - d.feeCents;
  }
  let spent = 0;
  let active = 0;
  let onCards = 0;
  for (const c of account.cards) {
    if (c.status === 'pending_top_up') continue;
    spent += c.totalSpentCents;
    if (c.status === 'active') active += 1;
    if (c.status !== 'terminated') onCards += c.balanceCents;
  }
  return {
    balance: usd(account.walletCents),
    currency: 'USD',
    pending_deposits: usd(pending),
    total_deposited: usd(deposited),
    total_spent: usd(spent),
    cards_active: active,
    cards_total_balance: usd(onCards),
  };
}

export { findBin };
