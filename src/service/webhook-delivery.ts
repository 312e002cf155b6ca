import { iso, type Ctx } from './domain/context';
import type { DeliveryRecord } from './domain/state';
import { recordDeliveries, SIGNATURE_HEADER } from './domain/webhooks';
import type { Clock } from './runtime';

/** Sends one webhook delivery; resolves with the HTTP status, rejects on network failure/timeout. */
export type Deliver = (request: {
  url: string;
  body: string;
  headers: Record<string, string>;
}) => Promise<number>;

/**
 * Webhook delivery: an operation's events become delivery records; with a `deliver` function
 * (Node) each is POSTed with retries (default after 1 s, 5 s, 25 s), without one they are recorded.
 */
export function createWebhookDelivery(options: {
  clock: Clock;
  deliver?: Deliver | undefined;
  backoffMs?: number[] | undefined;
  persist: () => void;
}) {
  const inFlight = new Set<Promise<void>>();
  const deliver = options.deliver;

  function dispatch(ctx: Ctx) {
    if (!ctx.events.length) return;
    const deliveries = recordDeliveries(ctx, ctx.events, deliver ? 'pending' : 'recorded');
    if (!deliver) return;
    for (const delivery of deliveries) {
      const task = withRetries(deliver, delivery).finally(() => inFlight.delete(task));
      inFlight.add(task);
    }
  }

  async function withRetries(send: Deliver, delivery: DeliveryRecord) {
    const backoff = options.backoffMs ?? [1000, 5000, 25000];
    for (let attempt = 0; attempt <= backoff.length; attempt++) {
      if (attempt > 0) await sleep(backoff[attempt - 1]!);
      delivery.attempts += 1;
      delivery.lastAttemptAt = iso(options.clock.now());
      try {
        const status = await send({
          url: delivery.url,
          body: delivery.payload,
          headers: {
            'Content-Type': 'application/json',
            [SIGNATURE_HEADER]: delivery.signature,
            'X-Webhook-Id': delivery.eventId,
            'X-Webhook-Event': delivery.eventType,
          },
        });
        delivery.responseStatus = status;
        delivery.error = status >= 200 && status < 300 ? null : `HTTP ${status}`;
        if (!delivery.error) {
          delivery.status = 'delivered';
          options.persist();
          return;
        }
      } catch (error) {
        delivery.error = (error as Error).message || 'network error';
      }
      delivery.status = attempt === backoff.length ? 'failed' : 'pending';
      options.persist();
    }
  }

  return {
    dispatch,
    /** Waits for every delivery in flight (and the retries they schedule). */
    async settle() {
      while (inFlight.size) await Promise.all([...inFlight]);
    },
  };
}

function sleep(ms: number) {
  return new Promise<void>((resolve) => setTimeout(resolve, ms));
}
