import type { WebhookEvent } from '../../contract/webhooks';
import { newId, type Random } from '../runtime';
import type { Account, ServiceState } from './state';

/** The webhook event names are the contract's. */
export type WebhookEventType = WebhookEvent;

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
