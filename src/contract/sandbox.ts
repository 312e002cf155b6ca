import * as z from 'zod/mini';

/** A webhook delivery in the sandbox's log (`GET /sandbox/webhooks/deliveries`). */
export const deliverySchema = z.looseObject({
  id: z.string(),
  webhook_id: z.string(),
  url: z.string(),
  event_id: z.string(),
  event_type: z.string(),
  payload: z.string(),
  signature: z.string(),
  status: z.enum(['recorded', 'pending', 'delivered', 'failed']),
  response_status: z.nullable(z.int()),
  attempts: z.int(),
  created_at: z.string(),
  last_attempt_at: z.nullable(z.string()),
  error: z.nullable(z.string()),
});
export type Delivery = z.infer<typeof deliverySchema>;
