import { ServiceError } from '../../domain/errors';
import { createWebhook, deleteWebhook } from '../../domain/webhooks';
import { registrationView, webhookView } from '../views/webhooks';
import { implement, type Handlers } from '../implement';
import { webhookOperations } from '../../../contract/webhooks';

function urlOf(text: string) {
  try {
    return new URL(text);
  } catch {
    throw new ServiceError('invalid_request', 'url: not a valid URL.');
  }
}

export const webhookRoutes = {
  registerWebhook: implement(webhookOperations.registerWebhook, {
    read: ({ url, events, secret, ...unread }) => [{ url: urlOf(url), events, secret }, unread],
    handle: async ({ ctx, env, input }) => {
      await env.vetWebhookUrl(input.url);
      const hook = createWebhook(ctx, { ...input, url: input.url.toString() });
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
