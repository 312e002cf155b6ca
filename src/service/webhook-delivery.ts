import { createAccountQueues, type HostOutcome } from './account-queues';
import { iso, type Ctx } from './domain/context';
import type { DeliveryRecord, ServiceState } from './domain/state';
import { logEvents } from './domain/event-log';
import { recordDeliveries, SIGNATURE_HEADER } from './domain/webhooks';
import { DELIVERY_LIMITS, type DeliveryLimits } from './delivery-limits';
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

/**
 * Webhook delivery: an operation's events become delivery records; with a `deliver` function
 * (Node) each is POSTed through per-account queues served round-robin (account-queues.ts), with
 * retries, a cap on what one account may have waiting, a budget of POSTs and a back-off per host
 * (figures in delivery-limits.ts, decision 015); without one they are recorded. Whether a delivery
 * is still wanted (its webhook exists and is active, the log still holds it) is read in the slot,
 * just before each POST. Deliveries pending when the process stopped are picked up by `resume`.
 */
export function createWebhookDelivery(options: {
  clock: Clock;
  deliver?: Deliver | undefined;
  limits?: Partial<DeliveryLimits> | undefined;
  state: () => ServiceState;
  /** A delivery's status changed outside any request: keep it. */
  deliveryChanged: (seedHash: string, ...deliveries: DeliveryRecord[]) => void;
  /**
   * A shared store sends them (decision 047): each pending delivery it keeps is a job in its
   * database, run by whichever instance takes it (node/delivery-jobs.ts); nothing is queued in
   * this process, and what waits is counted from the account's rows, read fresh in its turn.
   */
  jobs?: boolean | undefined;
}) {
  const deliver = options.deliver;
  const limits: DeliveryLimits = { ...DELIVERY_LIMITS, ...options.limits };
  const find = (seedHash: string, id: string) =>
    options.state().accounts[seedHash]?.deliveries.find((d) => d.id === id);
  const queues = createAccountQueues({
    limits,
    run: (seedHash, id) => attempt(deliver!, seedHash, id),
    exists: (seedHash, id) => find(seedHash, id) !== undefined,
  });

  /** Deliveries of the account waiting or in flight (what `pendingPerAccount` bounds). */
  const waiting = (seedHash: string) =>
    options.jobs
      ? (options.state().accounts[seedHash]?.deliveries.filter((d) => d.status === 'pending')
          .length ?? 0)
      : queues.pending(seedHash);

  /** Records the operation's deliveries now; the returned function sends them (after the commit). */
  function dispatch(ctx: Ctx): () => void {
    const direct = ctx.outbox?.splice(0) ?? [];
    const seedHash = ctx.account.seedHash;
    // Any request may have deleted a webhook: once it is kept, its queue is dropped at once.
    const purge = () => (queues.pending(seedHash) ? dropRemoved(seedHash) : undefined);
    if (!ctx.events.length && !direct.length) return purge;
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
    if (!deliver) return () => undefined;
    const held = new Set<string>();
    // With jobs, the new deliveries are already in the account's log as pending: not counted.
    let before =
      waiting(seedHash) -
      (options.jobs ? deliveries.filter((d) => d.status === 'pending').length : 0);
    for (const d of deliveries) {
      if (d.status !== 'pending') continue;
      // Decided before the commit, so the log keeps the refusal with the delivery.
      if (before >= limits.pendingPerAccount) {
        d.status = 'failed';
        d.error = `not sent: ${limits.pendingPerAccount} deliveries of this account were already waiting`;
        continue;
      }
      before += 1;
      if (options.jobs) continue; // kept pending: the commit makes it a job
      held.add(d.id);
      queues.add(seedHash, d, { held: true });
    }
    if (options.jobs) return () => undefined;
    return () => {
      purge();
      queues.release(seedHash, held);
    };
  }

  /** Queued deliveries of webhooks that are gone (or inactive) are logged failed, in one commit. */
  function dropRemoved(seedHash: string) {
    const account = options.state().accounts[seedHash];
    const live = new Set(account?.webhooks.filter((w) => w.active).map((w) => w.id));
    const dropped = queues
      .purge(seedHash, (webhookId) => live.has(webhookId))
      .map((id) => find(seedHash, id))
      .filter((d) => d?.status === 'pending') as DeliveryRecord[];
    for (const d of dropped) Object.assign(d, { status: 'failed', error: 'webhook removed' });
    if (dropped.length) options.deliveryChanged(seedHash, ...dropped);
  }

  /** The webhook still exists and is active in the current state (not reset, not deleted). */
  function wanted(seedHash: string, delivery: DeliveryRecord) {
    const account = options.state().accounts[seedHash];
    return account?.webhooks.some((w) => w.id === delivery.webhookId && w.active) === true;
  }

  /** One POST, in a slot. Null when nothing was sent (gone from the log, or not wanted). */
  async function attempt(send: Deliver, seedHash: string, id: string) {
    const delivery = find(seedHash, id);
    if (!delivery || delivery.status !== 'pending') return null;
    if (!wanted(seedHash, delivery)) return removed(seedHash, delivery);
    delivery.attempts += 1;
    delivery.lastAttemptAt = iso(options.clock.now());
    let outcome: HostOutcome = 'failed';
    let status: number | null = null;
    let error: string | null;
    try {
      status = await send(requestFor(delivery));
      error = status >= 200 && status < 300 ? null : `HTTP ${status}`;
      if (status < 500 && status !== 429) outcome = 'answered';
    } catch (failure) {
      error = failure instanceof DeliveryError ? failure.message : 'could not connect';
    }
    // The log may have dropped it, or the webhook gone, while it was being sent.
    if (find(seedHash, id) !== delivery) return outcome;
    if (status !== null) delivery.responseStatus = status;
    delivery.error = error;
    if (!error) delivery.status = 'delivered';
    else if (!wanted(seedHash, delivery)) {
      removed(seedHash, delivery);
      return outcome;
    } else if (delivery.attempts > limits.retryMs.length) delivery.status = 'failed';
    else retry(seedHash, delivery);
    options.deliveryChanged(seedHash, delivery);
    return outcome;
  }

  function retry(seedHash: string, delivery: DeliveryRecord) {
    const delayMs = limits.retryMs[Math.min(delivery.attempts, limits.retryMs.length) - 1] ?? 0;
    queues.add(seedHash, delivery, { delayMs });
  }

  function removed(seedHash: string, delivery: DeliveryRecord) {
    delivery.status = 'failed';
    delivery.error = 'webhook removed';
    options.deliveryChanged(seedHash, delivery);
    return null;
  }

  return {
    dispatch,
    /** Whether a new delivery of the account would be refused (decision 015). */
    queueFull: (seedHash: string) =>
      deliver !== undefined && waiting(seedHash) >= limits.pendingPerAccount,
    /**
     * Retries what was pending when the process last stopped. Not with jobs: they wait in the
     * database for any instance (resuming here sent a delivery twice, decision 047).
     */
    resume() {
      if (!deliver || options.jobs) return;
      for (const [seedHash, account] of Object.entries(options.state().accounts))
        for (const d of account.deliveries)
          if (d.status === 'pending')
            if (d.attempts > 0) retry(seedHash, d);
            else queues.add(seedHash, d);
    },
    /** Waits until nothing is queued or in flight (retries included). */
    settle: () => queues.settle(),
  };
}

/** The POST of a delivery: its body as signed, and the headers receivers read. */
export function requestFor(delivery: DeliveryRecord) {
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
