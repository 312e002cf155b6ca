import { ServiceError } from '../../domain/errors';
import { createWebhook, deleteWebhook } from '../../domain/webhooks';
import { registrationView, webhookView } from '../views/webhooks';
import { implement, type Handlers } from '../implement';
import { webhookOperations } from '../../../contract/webhooks';

export const webhookRoutes = {
  registerWebhook: implement(webhookOperations.registerWebhook, {
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
      return registrationView(hook);
    },
  }),
  listWebhooks: implement(webhookOperations.listWebhooks, {
    handle: ({ ctx }) => ({ data: ctx.account.webhooks.map((w) => webhookView(w)) }),
  }),
  deleteWebhook: implement(webhookOperations.deleteWebhook, {
    handle: ({ ctx, params }) => deleteWebhook(ctx, params.id),
  }),
} satisfies Handlers<typeof webhookOperations>;
