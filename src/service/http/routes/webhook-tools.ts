import { z } from 'zod';
import { WEBHOOK_EVENTS } from '../../../contract/webhooks';
import { webhookToolOperations } from '../../../contract/webhook-tools';
import { exampleEvent } from '../../domain/webhook-examples';
import { resendDelivery, sendExample } from '../../domain/webhook-tools';
import { eventData } from '../views/events';
import { deliveryView } from '../views/webhooks';
import { implement, type Handlers } from '../implement';

/** Resend and send-example (issue #31 item 4, decision 021). */
export const webhookToolRoutes = {
  resendDelivery: implement(webhookToolOperations.resendDelivery, {
    handle: ({ ctx, env, params }) =>
      deliveryView(
        resendDelivery(
          ctx,
          params.id,
          params.delivery_id,
          env.sendsWebhooks ? 'pending' : 'recorded',
        ),
      ),
  }),
  sendExampleEvent: implement(webhookToolOperations.sendExampleEvent, {
    body: z.strictObject({ type: z.enum(WEBHOOK_EVENTS) }),
    handle: ({ ctx, env, params, body }) => {
      const event = exampleEvent(ctx.account, body.type, ctx.now);
      return deliveryView(
        sendExample(
          ctx,
          params.id,
          body.type,
          eventData(ctx.account, ctx.now, event),
          env.sendsWebhooks ? 'pending' : 'recorded',
        ),
      );
    },
  }),
} satisfies Handlers<typeof webhookToolOperations>;
