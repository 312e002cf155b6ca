import { HEX, randomString } from '../runtime';
import { changed, id, iso, removed, type Ctx } from './context';
import { hmacSha256Hex } from './crypto';
import { fail } from './errors';
import type { DeliveryRecord, WebhookRecord } from './state';

export const MAX_WEBHOOKS = 20;
export const MAX_DELIVERIES_KEPT = 200;
/** The header that carries the signature: lowercase hex HMAC-SHA256 of the exact body. */
// The header's name is part of the wire contract (contract/webhooks.ts).
export { SIGNATURE_HEADER } from '../../contract/webhooks';

export function createWebhook(
  ctx: Ctx,
  input: { url: string; events: string[]; secret?: string | undefined },
) {
  // Two webhooks at one URL would POST every event to it twice (issue #47 item 2, decision 015).
  const same = ctx.account.webhooks.find((w) => w.url === input.url);
  if (same)
    fail('limit_reached', `At most one webhook per URL: ${same.id} already receives this URL.`);
  if (ctx.account.webhooks.length >= MAX_WEBHOOKS)
    fail('limit_reached', `At most ${MAX_WEBHOOKS} webhooks per account.`);
  const hook: WebhookRecord = {
    id: id(ctx, 'wh'),
    url: input.url,
    events: [...new Set(input.events)],
    secret: input.secret ?? `whsec_${randomString(ctx.random, HEX, 40)}`,
    active: true,
    createdAt: iso(ctx.now),
  };
  ctx.account.webhooks.push(hook);
  changed(ctx, 'webhooks', hook);
  return hook;
}

export function deleteWebhook(ctx: Ctx, webhookId: string) {
  const index = ctx.account.webhooks.findIndex((w) => w.id === webhookId);
  if (index < 0) fail('webhook_not_found', `No webhook ${webhookId}.`);
  const [gone] = ctx.account.webhooks.splice(index, 1);
  removed(ctx, 'webhooks', gone!);
  return { id: webhookId, deleted: true };
}

export function signPayload(secret: string, payload: string): string {
  return hmacSha256Hex(secret, payload);
}

/**
 * Turns the operation's events into signed deliveries, one per subscribed active webhook.
 * Payload: `{ id, type, created_at, data }`, serialized once; the signature is over that text.
 */
export function recordDeliveries(
  ctx: Ctx,
  events: Array<{ type: string; data: unknown; id?: string }>,
  status: DeliveryRecord['status'],
): DeliveryRecord[] {
  const out: DeliveryRecord[] = [];
  for (const event of events) {
    // The event log's id when it was logged first (decision 022): one event, one id everywhere.
    const eventId = event.id ?? id(ctx, 'evt');
    const payload = JSON.stringify({
      id: eventId,
      type: event.type,
      created_at: iso(ctx.now),
      data: event.data,
    });
    for (const hook of ctx.account.webhooks) {
      if (!hook.active || !(hook.events.includes('*') || hook.events.includes(event.type)))
        continue;
      out.push(addDelivery(ctx, hook, { eventId, eventType: event.type, payload, status }));
    }
  }
  trimDeliveries(ctx);
  return out;
}

/** A new delivery of `payload` to `hook`, signed with its current secret, added to the log. */
export function addDelivery(
  ctx: Ctx,
  hook: WebhookRecord,
  event: Pick<DeliveryRecord, 'eventId' | 'eventType' | 'payload' | 'status'>,
  extra: Pick<DeliveryRecord, 'resendOf' | 'example'> = {},
): DeliveryRecord {
  const delivery: DeliveryRecord = {
    id: id(ctx, 'dlv'),
    webhookId: hook.id,
    url: hook.url,
    ...event,
    signature: signPayload(hook.secret, event.payload),
    responseStatus: null,
    attempts: 0,
    createdAt: iso(ctx.now),
    lastAttemptAt: null,
    error: null,
    ...extra,
  };
  ctx.account.deliveries.push(delivery);
  changed(ctx, 'deliveries', delivery);
  return delivery;
}

/** The log keeps the newest MAX_DELIVERIES_KEPT per account: the oldest go first. */
export function trimDeliveries(ctx: Ctx) {
  const extra = ctx.account.deliveries.length - MAX_DELIVERIES_KEPT;
  if (extra > 0)
    for (const gone of ctx.account.deliveries.splice(0, extra)) removed(ctx, 'deliveries', gone);
}
