import { WEBHOOK_EVENTS, type WebhookEvent } from '../../contract/webhooks';
import { EXAMPLE_FLAG } from '../../contract/webhook-tools';
import { id, iso, type Ctx } from './context';
import { fail } from './errors';
import type { DeliveryRecord, WebhookRecord } from './state';
import { addDelivery, trimDeliveries } from './webhooks';

/**
 * Resend and send-example (issue #31 item 4, decision 021). Each makes one delivery to one of the
 * caller's endpoints, in the same log as every other (bounded, MAX_DELIVERIES_KEPT) and sent the
 * same way: the pipeline hands `ctx.outbox` to the delivery module once the change is kept.
 */
function ownWebhook(ctx: Ctx, webhookId: string): WebhookRecord {
  const hook = ctx.account.webhooks.find((w) => w.id === webhookId);
  if (!hook) return fail('webhook_not_found', `No webhook ${webhookId}.`);
  return hook;
}

function queue(ctx: Ctx, delivery: DeliveryRecord) {
  trimDeliveries(ctx);
  (ctx.outbox ??= []).push(delivery);
  return delivery;
}

/**
 * The same event again: same event id and payload text (a receiver that dedupes by event id sees
 * a repeat), a new delivery id, signed with the endpoint's current secret, to its current URL.
 */
export function resendDelivery(
  ctx: Ctx,
  webhookId: string,
  deliveryId: string,
  status: DeliveryRecord['status'],
): DeliveryRecord {
  const hook = ownWebhook(ctx, webhookId);
  const original = ctx.account.deliveries.find(
    (d) => d.id === deliveryId && d.webhookId === hook.id,
  );
  if (!original)
    return fail(
      'delivery_not_found',
      `No delivery ${deliveryId} of webhook ${webhookId} in the log.`,
    );
  const { eventId, eventType, payload } = original;
  const resent = addDelivery(
    ctx,
    hook,
    { eventId, eventType, payload, status },
    // An example stays one when resent: its payload says so, and so does the log.
    { resendOf: original.id, ...(original.example ? { example: true as const } : {}) },
  );
  return queue(ctx, resent);
}

export function isWebhookEvent(type: string): type is WebhookEvent {
  return (WEBHOOK_EVENTS as readonly string[]).includes(type);
}

/**
 * An example of `type` to this endpoint only, whatever it subscribes to: a new event id, the
 * usual payload plus `"example": true`, signed with the endpoint's secret. `data` is the example's
 * resource, as the event would carry it (domain/webhook-examples.ts picks it).
 */
export function sendExample(
  ctx: Ctx,
  webhookId: string,
  type: WebhookEvent,
  data: unknown,
  status: DeliveryRecord['status'],
): DeliveryRecord {
  const hook = ownWebhook(ctx, webhookId);
  const eventId = id(ctx, 'evt');
  const payload = JSON.stringify({
    id: eventId,
    type,
    created_at: iso(ctx.now),
    data,
    [EXAMPLE_FLAG]: true,
  });
  const sent = addDelivery(
    ctx,
    hook,
    { eventId, eventType: type, payload, status },
    { example: true },
  );
  return queue(ctx, sent);
}
