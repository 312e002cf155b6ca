import * as z from 'zod/mini';
import { named } from './named';
import { timestampSchema, usdSchema } from './common';
import { WEBHOOK_EVENTS } from './fields';
import { idSchema } from './ids';
import { cardListItemSchema, cardSummarySchema } from './cards';
import { challengeSummarySchema } from './three-ds';
import { transactionSchema } from './transactions';
import { depositSchema } from './wallet';
import { SIGNATURE_HEADER, type WebhookEvent } from './webhooks';

/**
 * What a webhook delivery carries (decision 002: "Event payload", "Signature header"; decision
 * 037: the document's `webhooks:` section). The spec leaves both "not shown"; these are the
 * sandbox's (service/domain/webhooks.ts `recordDeliveries`, http/views/events.ts `eventData`).
 */
const frozen = z.extend(cardSummarySchema, {
  /** Frozen by its auto-freeze threshold, not by a request. */
  reason: z.optional(z.literal('auto_freeze_threshold')),
});
named('CardFrozenEventData', frozen);
const terminated = z.extend(cardSummarySchema, {
  refunded_amount: usdSchema,
  /** Terminated because its expiry month passed, not by a DELETE. */
  reason: z.optional(z.literal('expired')),
});
named('CardTerminatedEventData', terminated);
const funded = z.extend(cardListItemSchema, { funded_amount: usdSchema });
named('CardFundedEventData', funded);
/** A challenge in an event never carries its one-time code. */
named('ChallengeSummary', challengeSummarySchema);

/** Each event's `data`: the resource it is about. */
export const EVENT_DATA: Record<WebhookEvent, z.core.$ZodType> = {
  'card.created': cardSummarySchema,
  'card.frozen': frozen,
  'card.unfrozen': cardSummarySchema,
  'card.terminated': terminated,
  'card.funded': funded,
  'transaction.authorized': transactionSchema,
  'transaction.settled': transactionSchema,
  'transaction.declined': transactionSchema,
  'transaction.refunded': transactionSchema,
  '3ds.challenge': challengeSummarySchema,
  'deposit.pending': depositSchema,
  'deposit.confirmed': depositSchema,
};

/** The payload of one event type but its `data`: `{ id, type, created_at }`, signed as sent. */
export function eventEnvelopeSchema(type: WebhookEvent) {
  return z.looseObject({
    id: idSchema('evt'),
    type: z.literal(type),
    created_at: timestampSchema,
    /** Only on an example sent on request (`POST /sandbox/webhooks/{id}/send-example`). */
    example: z.optional(z.literal(true)),
  });
}

/** The whole payload of one event type: `{ id, type, created_at, data }`. */
export const eventPayloadSchema = (type: WebhookEvent) =>
  z.extend(eventEnvelopeSchema(type), { data: EVENT_DATA[type] });

/** The headers of every delivery (decision 002). */
export const DELIVERY_HEADERS = {
  [SIGNATURE_HEADER]:
    'Lowercase hexadecimal HMAC-SHA256 of the body, byte for byte, keyed with the endpoint’s ' +
    'secret; compare it in constant time.',
  'X-Webhook-Id': 'The event’s id (`evt_…`), the same in every delivery of that event.',
  'X-Webhook-Event': 'The event type, as in the payload’s `type`.',
} as const;

export { WEBHOOK_EVENTS };
