import type { WebhookEvent } from '../../contract/webhooks';
import { newId, type Random } from '../runtime';
import { touch, touchAccount, untouch, type ChangeSet, type RecordKind } from './changes';
import type {
  Account,
  CardRecord,
  ChallengeRecord,
  DeliveryRecord,
  DepositRecord,
  ServiceState,
  TransactionRecord,
} from './state';

/** The webhook event names are the contract's. */
export type WebhookEventType = WebhookEvent;

/**
 * What happened, as records: the HTTP layer shapes each into its webhook payload
 * (http/views/events.ts) when the operation's events are dispatched.
 */
export type DomainEvent =
  | { type: 'card.created' | 'card.unfrozen'; card: CardRecord }
  | { type: 'card.frozen'; card: CardRecord; auto?: boolean }
  | { type: 'card.terminated'; card: CardRecord; refundedCents: number; expired?: boolean }
  | { type: 'card.funded'; card: CardRecord; fundedCents: number }
  | {
      type:
        | 'transaction.authorized'
        | 'transaction.declined'
        | 'transaction.settled'
        | 'transaction.refunded';
      transaction: TransactionRecord;
    }
  | { type: 'deposit.pending' | 'deposit.confirmed'; deposit: DepositRecord }
  | { type: '3ds.challenge'; challenge: ChallengeRecord };

/** Everything one operation needs: the state, the caller's account, the time, randomness, an outbox. */
export type Ctx = {
  state: ServiceState;
  account: Account;
  now: number;
  random: Random;
  events: DomainEvent[];
  /** The key of this account's card secrets (domain/secrets.ts), derived from the seed sent. */
  secretsKey: string;
  /** What this operation changed, for the record store (domain/changes.ts). */
  changes: ChangeSet;
  /** Deliveries made directly (a resend, an example: decision 021), sent with the operation's. */
  outbox?: DeliveryRecord[];
  /** Sends the deliveries recorded so far, once their change is kept (set by the pipeline). */
  send?: () => void;
};

export const iso = (ms: number) => new Date(ms).toISOString();
export const id = (ctx: { random: Random }, prefix: string) => newId(ctx.random, prefix);

/** A record of the caller's account was added or changed (the store writes it at commit). */
export const changed = (ctx: Ctx, kind: RecordKind, record: object) =>
  touch(ctx.changes, ctx.account, kind, record);
/** A record of the caller's account was removed. */
export const removed = (ctx: Ctx, kind: RecordKind, record: object) =>
  untouch(ctx.changes, ctx.account, kind, record);
/** The wallet balance (or another field of the account itself) changed. */
export const walletChanged = (ctx: Ctx) => touchAccount(ctx.changes, ctx.account);

export function emit(ctx: Ctx, event: DomainEvent) {
  ctx.events.push(event);
}
