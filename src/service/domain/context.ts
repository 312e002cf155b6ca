import { newId, type Random } from '../runtime';
import type { Account, ServiceState } from './state';

export type WebhookEventType =
  | 'card.created'
  | 'card.frozen'
  | 'card.unfrozen'
  | 'card.terminated'
  | 'card.funded'
  | 'transaction.authorized'
  | 'transaction.settled'
  | 'transaction.declined'
  | 'transaction.refunded'
  | '3ds.challenge'
  | 'deposit.pending'
  | 'deposit.confirmed';

export type DomainEvent = { type: WebhookEventType; data: unknown };

/** Everything one operation needs: the state, the caller's account, the time, randomness, an outbox. */
export type Ctx = {
  state: ServiceState;
  account: Account;
  now: number;
  random: Random;
  events: DomainEvent[];
};

export const iso = (ms: number) => new Date(ms).toISOString();
export const id = (ctx: { random: Random }, prefix: string) => newId(ctx.random, prefix);

export function emit(ctx: Ctx, type: WebhookEventType, data: unknown) {
  ctx.events.push({ type, data });
}
