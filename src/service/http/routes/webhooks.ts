import { z } from 'zod';
import { WEBHOOK_EVENTS, webhookSchema } from '../../../contract/webhooks';
import { ServiceError } from '../../domain/errors';
import { createWebhook, deleteWebhook, SIGNATURE_HEADER } from '../../domain/webhooks';
import { webhookView } from '../views/webhooks';
import { route } from '../route';

export const webhookRoutes = [
  route({
    operationId: 'registerWebhook',
    method: 'post',
    path: '/webhooks',
    summary: `Register an HTTPS endpoint (signature in ${SIGNATURE_HEADER})`,
    tag: 'Webhooks',
    status: 201,
    body: z.strictObject({
      url: z.string().min(1).max(2048),
      events: z
        .array(z.enum([...WEBHOOK_EVENTS, '*']))
        .min(1, 'choose at least one event')
        .max(WEBHOOK_EVENTS.length)
        .refine((e) => !e.includes('*') || e.length === 1, '"*" must be the only entry'),
      secret: z.string().min(16, 'at least 16 characters').max(256).optional(),
    }),
    response: { one: webhookSchema },
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
  route({
    operationId: 'listWebhooks',
    method: 'get',
    path: '/webhooks',
    summary: 'Registered endpoints (secrets are not listed)',
    tag: 'Webhooks',
    response: { list: webhookSchema },
    handle: ({ ctx }) => ({ data: ctx.account.webhooks.map((w) => webhookView(w)) }),
  }),
  route({
    operationId: 'deleteWebhook',
    method: 'delete',
    path: '/webhooks/:id',
    summary: 'Remove an endpoint',
    tag: 'Webhooks',
    response: {
      json: {
        type: 'object',
        properties: { id: { type: 'string' }, deleted: { type: 'boolean' } },
      },
    },
    handle: ({ ctx, params }) => deleteWebhook(ctx, params.id!),
  }),
];
