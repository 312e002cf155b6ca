import * as z from 'zod/mini';
import { idSchema, webhookIdParam } from './ids';
import { named } from './named';
import { WEBHOOK_EVENTS } from './fields';
export { WEBHOOK_EVENTS };
import { arrayOrData } from './wire-transforms';
import { timestampSchema } from './common';
import { operation } from './operation';

export const webhookEventSchema = z.enum(WEBHOOK_EVENTS);
export type WebhookEvent = z.infer<typeof webhookEventSchema>;

export const webhookSchema = z.looseObject({
  id: idSchema('wh'),
  url: z.string(),
  events: z.array(z.string()),
  /** Returned on registration; the list may omit it (ours does: the secret is shown once). */
  secret: z.optional(z.string()),
  active: z.boolean(),
  created_at: timestampSchema,
});
named('Webhook', webhookSchema);
export type Webhook = z.infer<typeof webhookSchema>;
/** The registration's answer: the secret is always there, shown this once (spec, Events rule 3). */
export const webhookRegistrationSchema = z.extend(webhookSchema, { secret: z.string() });
named('WebhookRegistration', webhookRegistrationSchema);
export const webhookSummarySchema = z.omit(webhookSchema, { secret: true });
export type WebhookSummary = z.infer<typeof webhookSummarySchema>;

/** `GET /webhooks` is "an array": accept a bare array or the usual `{ data: [...] }` wrapper. */
export const webhookListSchema = z.pipe(
  z.union([z.array(webhookSchema), z.looseObject({ data: z.array(webhookSchema) })]),
  z.transform(arrayOrData<Webhook>),
);

export const createWebhookInputSchema = z.object({
  url: z
    .pipe(
      z.string().check(
        z.trim(),
        z.refine((u) => !/\s/.test(u), 'A URL has no spaces'),
      ),
      z.url('Enter a full URL'),
    )
    .check(
      z.refine((u) => u.toLowerCase().startsWith('https://'), 'The URL must start with https://'),
    ),
  events: z
    .array(z.union([webhookEventSchema, z.literal('*')]))
    .check(z.minLength(1, 'Choose at least one event'))
    .check(z.refine((e) => !e.includes('*') || e.length === 1, '"*" must be the only entry')),
  secret: z.optional(
    z.string().check(z.minLength(16, 'At least 16 characters')).check(z.maxLength(256)),
  ),
});
export type CreateWebhookInput = z.infer<typeof createWebhookInputSchema>;

/** DELETE's body is "not shown"; ours is `{ id, deleted: true }`. Tolerates an empty body. */
export const deleteWebhookResultSchema = z.nullable(
  z.looseObject({ id: z.optional(z.string()), deleted: z.optional(z.boolean()) }),
);

/** The header carrying a delivery's HMAC signature. */
export const SIGNATURE_HEADER = 'X-Webhook-Signature';

export const webhookOperations = {
  registerWebhook: operation()({
    method: 'post',
    path: '/webhooks',
    summary: `Register an HTTPS endpoint (signature in ${SIGNATURE_HEADER})`,
    tag: 'Webhooks',
    status: 201,
    /**
     * The wire's rules, in the sandbox's words; the dashboard's form asks more of a URL before it
     * sends one (https, no spaces: createWebhookInputSchema above, in the person's words).
     */
    body: z.strictObject({
      url: z.string().check(z.minLength(1), z.maxLength(2048)),
      events: z.array(z.enum([...WEBHOOK_EVENTS, '*'])).check(
        z.minLength(1, 'choose at least one event'),
        z.maxLength(WEBHOOK_EVENTS.length),
        z.refine((e) => !e.includes('*') || e.length === 1, '"*" must be the only entry'),
      ),
      secret: z.optional(
        z.string().check(z.minLength(16, 'at least 16 characters'), z.maxLength(256)),
      ),
    }),
    response: { one: webhookRegistrationSchema },
    errors: ['limit_reached'],
  }),
  listWebhooks: operation()({
    method: 'get',
    path: '/webhooks',
    summary: 'Registered endpoints (secrets are not listed)',
    tag: 'Webhooks',
    response: { list: webhookSchema },
    errors: [],
  }),
  deleteWebhook: operation()({
    method: 'delete',
    path: '/webhooks/:id',
    params: { id: webhookIdParam },
    summary: 'Remove an endpoint',
    tag: 'Webhooks',
    response: {
      json: {
        type: 'object',
        properties: { id: { type: 'string' }, deleted: { type: 'boolean' } },
      },
    },
    errors: ['webhook_not_found'],
  }),
};
