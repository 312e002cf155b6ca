import { z } from 'zod';
import { WEBHOOK_EVENTS } from '../../../contract/webhooks';
import { ServiceError } from '../../domain/errors';
import { createWebhook, deleteWebhook } from '../../domain/webhooks';
import { webhookView } from '../views/webhooks';
import { implement, type Handlers } from '../implement';
import { webhookOperations } from '../../../contract/webhooks';

export const webhookRoutes = {
  registerWebhook: implement(webhookOperations.registerWebhook, {
    body: z.strictObject({
      url: z.string().min(1).max(2048),
      events: z
        .array(z.enum([...WEBHOOK_EVENTS, '*']))
        .min(1, 'choose at least one event')
        .max(WEBHOOK_EVENTS.length)
        .refine((e) => !e.includes('*') || e.length === 1, '"*" must be the only entry'),
      secret: z.string().min(16, 'at least 16 characters').max(256).optional(),
    }),
    handle: async ({ ctx, env, body }) => {
      let parsed: URL;
      try {
        parsed = new URL(body.url);
      } catch {
        throw new ServiceError('invalid_request', 'url: not a valid URL.');
      }
      await env.vetWebhookUrl(parsed);
      const hook = createWebhook(ctx, {
        url: parsed.toString(),
        events: body.events,
        secret: body.secret,
      });
      return webhookView(hook, true);
    },
  }),
  listWebhooks: implement(webhookOperations.listWebhooks, {
    handle: ({ ctx }) => ({ data: ctx.account.webhooks.map((w) => webhookView(w)) }),
  }),
  deleteWebhook: implement(webhookOperations.deleteWebhook, {
    handle: ({ ctx, params }) => deleteWebhook(ctx, params.id),
  }),
} satisfies Handlers<typeof webhookOperations>;
