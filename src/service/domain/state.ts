import type { DeclineCode, DepositCurrency, FundingAsset } from './catalogue';

export type { Network } from '../../contract/generate';
import type { Network } from '../../contract/generate';
export type CardStatus = 'pending_top_up' | 'active' | 'frozen' | 'terminated';

/**
 * The sandbox's database. Serializable as JSON (the snapshot). It never holds a seed, PAN, CVV or
 * one-time code in clear: accounts are keyed by SHA-256 of the seed, and card numbers, CVVs and
 * OTPs are derived from `secret` with HMAC when needed (domain/secrets.ts).
 */
export type ServiceState = {
  version: 1;
  secret: string;
  accounts: Record<string, Account>;
  /**
   * Accounts whose rows failed the check at start (store/snapshot.ts), by seed hash: why, in words
   * naming no data. Not served (503 account_quarantined), never written: their rows stay as found.
   */
  quarantined?: Record<string, string>;
};

export type Account = {
  id: string;
  seedHash: string;
  createdAt: string;
  fundingAsset: FundingAsset;
  /** One deposit address per currency; generate's funding wallet is the funding asset's. */
  addresses: Record<DepositCurrency, string>;
  walletCents: number;
  cards: CardRecord[];
  transactions: TransactionRecord[];
  deposits: DepositRecord[];
  challenges: ChallengeRecord[];
  webhooks: WebhookRecord[];
  deliveries: DeliveryRecord[];
  /** Card secrets derive from the seed (domain/secrets.ts); absent on accounts from before that. */
  secretsFromSeed?: true;
  /** Answers to keyed requests (http/idempotency.ts); absent in snapshots older than it. */
  idempotencyKeys?: IdempotencyRecord[];
  /**
   * How far the account's sandbox clock runs ahead of the service's, in ms (domain/clock.ts,
   * decision 020). Absent means 0: every account older than the clock.
   */
  clockOffsetMs?: number;
  /** Every event the account emitted, newest last, numbered (domain/event-log.ts, decision 022). */
  events?: EventRecord[];
};

/** One event as the account's log keeps it: the webhook payload's exact text and its cursor. */
export type EventRecord = {
  id: string;
  /** Per account, 1, 2, 3…: `listen` resumes after the last one it handled. */
  seq: number;
  type: string;
  payload: string;
  createdAt: string;
};

/** A successful answer kept for replay: the request's SHA-256 fingerprint, never its body. */
export type IdempotencyRecord = {
  key: string;
  fingerprint: string;
  at: number;
  status: number;
  body: string;
};

export type CardRecord = {
  id: string;
  binId: string;
  network: Network;
  last4: string;
  expMonth: number;
  expYear: number;
  holderName: string;
  status: CardStatus;
  balanceCents: number;
  label: string;
  createdAt: string;
  spendingLimitCents: number | null;
  allowedCategories: string[] | null;
  autoFreezeAtCents: number | null;
  metadata: Record<string, string | number | boolean | null>;
  lastUsedAt: string | null;
  frozenAt: string | null;
  terminatedAt: string | null;
  totalSpentCents: number;
  transactionCount: number;
};

export type Merchant = {
  name: string;
  category: string;
  mcc: string;
  country: string;
  city?: string;
};

export type TransactionRecord = {
  id: string;
  cardId: string;
  type: 'authorization' | 'settlement' | 'refund' | 'decline';
  amountCents: number;
  currency: string;
  merchant: Merchant;
  balanceAfterCents: number;
  createdAt: string;
  /** On settlements and refunds: the authorization they belong to. */
  authorizationId: string | null;
  declineCode: DeclineCode | null;
  challengeId: string | null;
  threeDsStatus: 'not_required' | 'completed' | 'expired';
  /** On authorizations. */
  settledAt: string | null;
  refundedCents: number;
};

export type DepositRecord = {
  id: string;
  currency: DepositCurrency;
  amountCrypto: string;
  amountUsdCents: number;
  feeCents: number;
  status: 'pending' | 'confirmed' | 'expired';
  txHash: string;
  confirmations: number;
  requiredConfirmations: number;
  belowMinimum: boolean;
  createdAt: string;
  confirmedAt: string | null;
  expiredAt: string | null;
};

export type ChallengeRecord = {
  id: string;
  cardId: string;
  merchant: Merchant;
  amountCents: number;
  currency: string;
  status: 'pending' | 'completed' | 'expired';
  createdAt: string;
  expiresAt: string;
  completedAt: string | null;
  transactionId: string | null;
};

export type WebhookRecord = {
  id: string;
  url: string;
  events: string[];
  secret: string;
  active: boolean;
  createdAt: string;
};

export type DeliveryRecord = {
  id: string;
  webhookId: string;
  url: string;
  eventId: string;
  eventType: string;
  payload: string;
  signature: string;
  /** `recorded` in the browser (nothing is sent); pending → delivered | failed from Node. */
  status: 'recorded' | 'pending' | 'delivered' | 'failed';
  responseStatus: number | null;
  attempts: number;
  createdAt: string;
  lastAttemptAt: string | null;
  error: string | null;
  /** A resend's original delivery (decision 021); absent on every other delivery. */
  resendOf?: string;
  /** An example sent on request (decision 021); absent on deliveries of real events. */
  example?: true;
};

export const SNAPSHOT_VERSION = 1 as const;

export function emptyState(secret: string): ServiceState {
  return { version: SNAPSHOT_VERSION, secret, accounts: {} };
}
