import { z } from 'zod';
import { timestampSchema } from './common';

export const WEBHOOK_EVENTS = [
  'card.created',
  'card.frozen',
  'card.unfrozen',
  'card.terminated',
  'card.funded',
  'transaction.authorized',
  'transaction.settled',
  'transaction.declined',
  'transaction.refunded',
  '3ds.challenge',
  'deposit.pending',
  'deposit.confirmed',
] as const;
export const webhookEventSchema = z.enum(WEBHOOK_EVENTS);
export type WebhookEvent = z.infer<typeof webhookEventSchema>;

export const webhookSchema = z.looseObject({
  id: z.string(),
  url: z.string(),
  events: z.array(z.string()),
  /** Returned on registration; the list may omit it (ours does: the secret is shown once). */
  secret: z.string().optional(),
  active: z.boolean(),
  created_at: timestampSchema,
});
export type Webhook = z.infer<typeof webhookSchema>;
export const webhookSummarySchema = webhookSchema.omit({ secret: true });
export type WebhookSummary = z.infer<typeof webhookSummarySchema>;

/** `GET /webhooks` is "an array": accept a bare array or the usual `{ data: [...] }` wrapper. */
export const webhookListSchema = z
  .union([z.array(webhookSchema), z.looseObject({ data: z.array(webhookSchema) })])
  .transform((v) => (Array.isArray(v) ? v : v.data));

export const createWebhookInputSchema = z.object({
  url: z
    .string()
    .trim()
    .url('Enter a full URL')
    .refine((u) => u.toLowerCase().startsWith('https://'), 'The URL must start with https://'),
  events: z
    .array(z.union([webhookEventSchema, z.literal('*')]))
    .min(1, 'Choose at least one event')
    .refine((e) => !e.includes('*') || e.length === 1, '"*" must be the only entry'),
  secret: z.string().min(16, 'At least 16 characters').max(256).optional(),
});
export type CreateWebhookInput = z.infer<typeof createWebhookInputSchema>;

/** DELETE's body is "not shown"; ours is `{ id, deleted: true }`. Tolerates an empty body. */
export const deleteWebhookResultSchema = z
  .looseObject({ id: z.string().optional(), deleted: z.boolean().optional() })
  .nullable();
