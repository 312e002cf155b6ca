import * as z from 'zod/mini';
import { operation, type BodyOf } from './operation';
import { deliverySchema } from './sandbox';
import { webhookEventSchema } from './webhooks';

/**
 * Resend a past delivery, and send an example of any event to one endpoint (issue #31 item 4,
 * decision 021). Sandbox tools: a live provider has neither, so they live under `/sandbox/`, with
 * the endpoint addressed as the spec addresses it (`/webhooks/{webhook_id}`).
 */

/** The field an example payload carries, and only an example: `"example": true`. */
export const EXAMPLE_FLAG = 'example';

/**
 * The curl examples of docs/api.md: `$API` is the base URL (`http://127.0.0.1:8787/v1/api` under
 * `npm run api`), the rest are the caller's. A test runs each against a real server
 * (service/node/webhook-tools.http.test.ts).
 */
const sh = (lines: string) => `Example (\`$API\` is the base URL):\n\n\`\`\`sh\n${lines}\n\`\`\``;
export const RESEND_CURL = sh(
  `curl -s -X POST "$API/sandbox/webhooks/$WEBHOOK_ID/deliveries/$DELIVERY_ID/resend" \\\n  -H "X-Seed: $SEED"`,
);
export const SEND_EXAMPLE_CURL = sh(
  `curl -s -X POST "$API/sandbox/webhooks/$WEBHOOK_ID/send-example" -H "X-Seed: $SEED" \\\n  -H 'Content-Type: application/json' -d '{"type":"transaction.settled"}'`,
);

export const webhookToolOperations = {
  resendDelivery: operation()({
    method: 'post',
    path: '/sandbox/webhooks/:id/deliveries/:delivery_id/resend',
    summary:
      "Resend a delivery: the same event and payload, signed with the endpoint's current secret",
    description: RESEND_CURL,
    tag: 'Sandbox tools',
    status: 201,
    response: { one: deliverySchema },
    errors: ['webhook_not_found', 'delivery_not_found', 'limit_reached'],
  }),
  sendExampleEvent: operation()({
    method: 'post',
    path: '/sandbox/webhooks/:id/send-example',
    summary:
      'Send an example of one event type to this endpoint only (payload has "example": true)',
    description: SEND_EXAMPLE_CURL,
    tag: 'Sandbox tools',
    status: 201,
    body: z.strictObject({ type: webhookEventSchema }),
    response: { one: deliverySchema },
    errors: ['webhook_not_found', 'limit_reached'],
  }),
};

export type SendExampleBody = BodyOf<(typeof webhookToolOperations)['sendExampleEvent']>;
