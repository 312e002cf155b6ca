import { webhookToolOperations } from '../../../contract/webhook-tools';
import { exampleEvent } from '../../domain/webhook-examples';
import { resendDelivery, sendExample } from '../../domain/webhook-tools';
import { eventData } from '../views/events';
import { deliveryView } from '../views/webhooks';
import { implement, type Handlers } from '../implement';
import type { RouteEnv } from '../route';
import type { Ctx } from '../../domain/context';
import { fail } from '../../domain/errors';

/** A send the queue would refuse is refused here, before anything changes (decision 015). */
function ensureRoom(ctx: Ctx, env: RouteEnv) {
  if (env.webhookQueueFull(ctx.account.seedHash))
    fail(
      'limit_reached',
      "This account's delivery queue is full: try again once its waiting deliveries are sent.",
    );
}

/** Resend and send-example (issue #31 item 4, decision 021). */
export const webhookToolRoutes = {
  resendDelivery: implement(webhookToolOperations.resendDelivery, {
    handle: ({ ctx, env, params }) => {
      ensureRoom(ctx, env);
      return deliveryView(
        resendDelivery(
          ctx,
          params.id,
          params.delivery_id,
          env.sendsWebhooks ? 'pending' : 'recorded',
        ),
      );
    },
  }),
  sendExampleEvent: implement(webhookToolOperations.sendExampleEvent, {
    read: ({ type, ...unread }) => [type, unread],
    handle: ({ ctx, env, params, input: type }) => {
      ensureRoom(ctx, env);
      const event = exampleEvent(ctx.account, type, ctx.now);
      return deliveryView(
        sendExample(
          ctx,
          params.id,
          type,
          eventData(ctx.account, ctx.now, event),
          env.sendsWebhooks ? 'pending' : 'recorded',
        ),
      );
    },
  }),
} satisfies Handlers<typeof webhookToolOperations>;
