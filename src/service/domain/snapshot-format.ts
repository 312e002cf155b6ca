import { z } from 'zod';
import { DEPOSIT_CURRENCIES, FUNDING_ASSETS } from '../../contract/fields';
import { WEBHOOK_EVENTS } from '../../contract/webhooks';
import { SNAPSHOT_FORMAT, SNAPSHOT_FORMAT_VERSION } from '../../contract/snapshots';
import { AMOUNT_MAX_CENTS, CARD_LIMIT_MAX_CENTS, MONEY_MAX_CENTS } from '../../contract/limits';
import { DECLINE_REASONS } from './catalogue';
import { MAX_CLOCK_OFFSET_MS } from './clock';

/**
 * The file an account's snapshot is (decision 023): a format name and version, when and from
 * which account clock it was taken, and the account's records as the sandbox keeps them, minus
 * what must not leave (the seed and anything made from it, webhook secrets, stored answers, the
 * delivery log, card last4s — derived again on import). Every field is bounded: the file is
 * someone else's input.
 */
export {
  SNAPSHOT_FORMAT,
  SNAPSHOT_FORMAT_VERSION,
  SNAPSHOT_MAX_BYTES,
} from '../../contract/snapshots';
export { MAX_CLOCK_OFFSET_MS };

const EVENTS = new Set<string>([...WEBHOOK_EVENTS, '*']);
const recordId = (prefix: string) => z.string().regex(new RegExp(`^${prefix}_[A-Za-z0-9]{1,64}$`));
const time = z
  .string()
  .max(40)
  .refine((s) => Number.isFinite(Date.parse(s)), 'an ISO 8601 time');
/**
 * Money is bounded by what the service can reach (decision 023): a balance or a card's total spent
 * by the account ceiling, one amount (a purchase, a refund, a deposit) by the largest the simulator
 * takes, a limit by the largest a card may be set to. So no sum over a file passes 2^53.
 */
const cents = z.number().int().min(0).max(MONEY_MAX_CENTS);
const amount = z.number().int().min(0).max(AMOUNT_MAX_CENTS);
const signedAmount = z.number().int().min(-AMOUNT_MAX_CENTS).max(AMOUNT_MAX_CENTS);
const cardLimit = z.number().int().min(0).max(CARD_LIMIT_MAX_CENTS);
const text = (max: number) => z.string().max(max);

const merchant = z.strictObject({
  name: text(200),
  category: text(64),
  mcc: text(8),
  country: text(8),
  city: text(120).optional(),
});
const metadataValue = z.union([z.string().max(500), z.number().finite(), z.boolean(), z.null()]);

const card = z.strictObject({
  id: recordId('card'),
  binId: z.string().regex(/^\d{6,8}$/),
  network: z.enum(['visa', 'mastercard']),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int().min(2000).max(2200),
  holderName: text(64),
  status: z.enum(['pending_top_up', 'active', 'frozen', 'terminated']),
  balanceCents: cents,
  label: text(64),
  createdAt: time,
  spendingLimitCents: cardLimit.nullable(),
  allowedCategories: z.array(text(64)).max(100).nullable(),
  autoFreezeAtCents: cardLimit.nullable(),
  metadata: z
    .record(z.string().min(1).max(40), metadataValue)
    .refine((m) => Object.keys(m).length <= 50, 'at most 50 keys'),
  lastUsedAt: time.nullable(),
  frozenAt: time.nullable(),
  terminatedAt: time.nullable(),
  totalSpentCents: cents,
  transactionCount: z.number().int().min(0).max(1_000_000_000),
});

const transaction = z.strictObject({
  id: recordId('txn'),
  cardId: recordId('card'),
  type: z.enum(['authorization', 'settlement', 'refund', 'decline']),
  /** Negative for money out (authorizations, settlements), positive for refunds. */
  amountCents: signedAmount,
  currency: z.string().regex(/^[A-Z]{3}$/),
  merchant,
  balanceAfterCents: cents,
  createdAt: time,
  authorizationId: recordId('txn').nullable(),
  declineCode: z.enum(Object.keys(DECLINE_REASONS) as [keyof typeof DECLINE_REASONS]).nullable(),
  challengeId: recordId('3ds').nullable(),
  threeDsStatus: z.enum(['not_required', 'completed', 'expired']),
  settledAt: time.nullable(),
  refundedCents: amount,
});

const deposit = z.strictObject({
  id: recordId('dep'),
  currency: z.enum(DEPOSIT_CURRENCIES),
  amountCrypto: z.string().regex(/^\d{1,20}(\.\d{1,18})?$/),
  amountUsdCents: amount,
  feeCents: amount,
  status: z.enum(['pending', 'confirmed', 'expired']),
  txHash: text(128),
  confirmations: z.number().int().min(0).max(1000),
  requiredConfirmations: z.number().int().min(0).max(1000),
  belowMinimum: z.boolean(),
  createdAt: time,
  confirmedAt: time.nullable(),
  expiredAt: time.nullable(),
});

const challenge = z.strictObject({
  id: recordId('3ds'),
  cardId: recordId('card'),
  merchant,
  amountCents: amount,
  currency: z.string().regex(/^[A-Z]{3}$/),
  status: z.enum(['pending', 'completed', 'expired']),
  createdAt: time,
  expiresAt: time,
  completedAt: time.nullable(),
  transactionId: recordId('txn').nullable(),
});

/** A subscription without its secret: an import gives it a new one, answered once. */
const webhook = z.strictObject({
  id: recordId('wh'),
  url: z.string().min(1).max(2048),
  events: z
    .array(z.string().refine((e) => EVENTS.has(e), 'an event name of the spec, or "*"'))
    .min(1)
    .max(WEBHOOK_EVENTS.length),
  active: z.boolean(),
  createdAt: time,
});

export const snapshotAccountSchema = z.strictObject({
  createdAt: time,
  fundingAsset: z.enum(FUNDING_ASSETS),
  addresses: z.strictObject(
    Object.fromEntries(DEPOSIT_CURRENCIES.map((c) => [c, text(128)])) as Record<
      (typeof DEPOSIT_CURRENCIES)[number],
      z.ZodString
    >,
  ),
  walletCents: cents,
  clockOffsetMs: z.number().int().min(0).max(MAX_CLOCK_OFFSET_MS),
  cards: z.array(card).max(1000),
  transactions: z.array(transaction).max(20_000),
  deposits: z.array(deposit).max(5_000),
  challenges: z.array(challenge).max(5_000),
  webhooks: z.array(webhook).max(20),
});

export const snapshotSchema = z.strictObject({
  format: z.literal(SNAPSHOT_FORMAT),
  version: z.literal(SNAPSHOT_FORMAT_VERSION),
  /** When it was taken, on the service's clock, and the account's own now then. */
  exportedAt: time,
  accountNow: time,
  account: snapshotAccountSchema,
});

export type Snapshot = z.infer<typeof snapshotSchema>;
export type SnapshotAccount = z.infer<typeof snapshotAccountSchema>;
