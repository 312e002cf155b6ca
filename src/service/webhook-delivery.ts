import pLimit from 'p-limit';
import { iso, type Ctx } from './domain/context';
import type { DeliveryRecord, ServiceState } from './domain/state';
import { logEvents } from './domain/event-log';
import { recordDeliveries, SIGNATURE_HEADER } from './domain/webhooks';
import { eventData } from './http/views/events';
import type { Clock } from './runtime';

/** Sends one webhook delivery; resolves with the HTTP status, rejects on network failure/timeout. */
export type Deliver = (request: {
  url: string;
  body: string;
  headers: Record<string, string>;
}) => Promise<number>;

/**
 * A failure whose message may be shown in the delivery log. Any other error is logged as
 * "could not connect": a socket error names hosts and ports, and the log must not become a
 * scanner of the network the sandbox runs in.
 */
export class DeliveryError extends Error {}

const DEFAULT_BACKOFF_MS = [1000, 5000, 25000];

/**
 * Webhook delivery: an operation's events become delivery records; with a `deliver` function
 * (Node) each is POSTed with retries (default after 1 s, 5 s, 25 s), at most `concurrency` at a
 * time, without one they are recorded. A delivery stops when its webhook is removed; deliveries
 * still pending when the process stopped are picked up again by `resume`.
 */
export function createWebhookDelivery(options: {
  clock: Clock;
  deliver?: Deliver | undefined;
  backoffMs?: number[] | undefined;
  concurrency?: number | undefined;
  state: () => ServiceState;
  /** A delivery's status changed outside any request: keep it. */
  deliveryChanged: (seedHash: string, delivery: DeliveryRecord) => void;
}) {
  const inFlight = new Set<Promise<void>>();
  const deliver = options.deliver;
  const backoff = options.backoffMs ?? DEFAULT_BACKOFF_MS;
  const limit = pLimit(options.concurrency ?? 4);

  function start(send: Deliver, seedHash: string, delivery: DeliveryRecord) {
    const task = withRetries(send, seedHash, delivery).finally(() => inFlight.delete(task));
    inFlight.add(task);
  }

  /** Records the operation's deliveries now; the returned function sends them (after the commit). */
  function dispatch(ctx: Ctx): () => void {
    const direct = ctx.outbox?.splice(0) ?? [];
    if (!ctx.events.length && !direct.length) return () => undefined;
    const payloads = ctx.events.map((event) => ({
      type: event.type,
      data: eventData(ctx.account, ctx.now, event),
    }));
    // Logged for `listen` first (decision 022), so a delivery carries the logged event's id.
    // Resends and examples (decision 021) are deliveries, not new events: they are not logged.
    const logged = payloads.length ? logEvents(ctx, payloads) : [];
    const deliveries = [
      ...direct,
      ...(payloads.length
        ? recordDeliveries(
            ctx,
            payloads.map((p, i) => ({ ...p, id: logged[i]!.id })),
            deliver ? 'pending' : 'recorded',
          )
        : []),
    ];
    const seedHash = ctx.account.seedHash;
    return () => {
      if (deliver) for (const d of deliveries) start(deliver, seedHash, d);
    };
  }

  /** The webhook still exists and is active in the current state (not reset, not deleted). */
  function wanted(seedHash: string, delivery: DeliveryRecord) {
    const account = options.state().accounts[seedHash];
    return account?.webhooks.some((w) => w.id === delivery.webhookId && w.active) === true;
  }

  async function withRetries(send: Deliver, seedHash: string, delivery: DeliveryRecord) {
    for (let attempt = delivery.attempts; attempt <= backoff.length; attempt++) {
      if (attempt > 0) await sleep(backoff[attempt - 1] ?? 0);
      if (!wanted(seedHash, delivery)) {
        delivery.status = 'failed';
        delivery.error = 'webhook removed';
        options.deliveryChanged(seedHash, delivery);
        return;
      }
      delivery.attempts += 1;
      delivery.lastAttemptAt = iso(options.clock.now());
      try {
        const status = await limit(() => send(requestFor(delivery)));
        delivery.responseStatus = status;
        delivery.error = status >= 200 && status < 300 ? null : `HTTP ${status}`;
        if (!delivery.error) {
          delivery.status = 'delivered';
          options.deliveryChanged(seedHash, delivery);
          return;
        }
      } catch (error) {
        delivery.error = error instanceof DeliveryError ? error.message : 'could not connect';
      }
      delivery.status = attempt === backoff.length ? 'failed' : 'pending';
      options.deliveryChanged(seedHash, delivery);
    }
  }

  return {
    dispatch,
    /** Retries what was pending when the process last stopped. */
    resume() {
      if (!deliver) return;
      for (const [seedHash, account] of Object.entries(options.state().accounts))
        for (const d of account.deliveries) if (d.status === 'pending') start(deliver, seedHash, d);
    },
    /** Waits for every delivery in flight (and the retries they schedule). */
    async settle() {
      while (inFlight.size) await Promise.all([...inFlight]);
    },
  };
}

function requestFor(delivery: DeliveryRecord) {
  return {
    url: delivery.url,
    body: delivery.payload,
    headers: {
      'Content-Type': 'application/json',
      [SIGNATURE_HEADER]: delivery.signature,
      'X-Webhook-Id': delivery.eventId,
      'X-Webhook-Event': delivery.eventType,
    },
  };
}

function sleep(ms: number) {
  return new Promise<void>((resolve) => setTimeout(resolve, ms));
}
