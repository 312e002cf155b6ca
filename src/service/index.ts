import { SEED_FORMAT, seedHash } from './domain/accounts';
import { ERROR_CODES } from './domain/errors';
import { DEFAULT_LIMITS, type Limits } from './domain/rate-limit';
import { emptyState, SNAPSHOT_VERSION, type ServiceState } from './domain/state';
import { SIGNATURE_HEADER } from './domain/webhooks';
import type { IdempotencyLimits } from './http/idempotency';
import { createEventStreams, type StreamLimits } from './http/event-stream';
import { holdHere, type HoldFault } from './http/faults';
import { createPipeline, type Client } from './http/pipeline';
import type { SharedWindows } from './http/rate-limits';
import { cryptoRandom, HEX, randomString, systemClock, type Clock, type Random } from './runtime';
import { createPersistence } from './persistence';
import { inAccountTurns } from './account-turns';
import type { RecordStore } from './store/records';
import { restoreSnapshot, type Store } from './store/snapshot';
import { createWebhookDelivery, type Deliver } from './webhook-delivery';
import type { DeliveryLimits } from './delivery-limits';
import { vetWebhookTarget } from './webhook-target';

export type { Store } from './store/snapshot';
export { memoryStore, restoreSnapshot } from './store/snapshot';
export type { RecordStore, ChangeSet } from './store/records';
export { allChanges, memoryRecordStore, restoreLoaded } from './store/records';
export { createRowSet, type Row, type RowWrite } from './store/row-set';
export type { ServiceState } from './domain/state';
export type { Deliver } from './webhook-delivery';
export type { Client } from './http/pipeline';
export type { Resolve } from './webhook-target';
export { holdHere, type HoldFault };

export type ServiceOptions = {
  clock?: Clock;
  random?: Random;
  store?: Store;
  /** Added before every answer (the demo uses a little so loading states show). */
  latencyMs?: number;
  /** `false` turns rate limiting off (benchmarks); a partial object overrides the defaults. */
  limits?: Partial<Limits> | false;
  /** From Node: really POST deliveries. Without it, deliveries are recorded only. */
  deliver?: Deliver;
  /** Slots, per-account caps, budget, retries and host back-off of deliveries (delivery-limits.ts). */
  deliveryLimits?: Partial<DeliveryLimits>;
  /**
   * Lets webhooks reach loopback and private addresses, over http:// too (local receivers in tests
   * and dev). Off: only public https:// targets (webhook-target.ts).
   */
  allowPrivateWebhooks?: boolean;
  /** How many idempotent answers, and bytes of them, are kept (tests make these small). */
  idempotencyLimits?: Partial<IdempotencyLimits>;
  /** A record store: each operation's changes are committed before its answer (Node: SQLite). */
  records?: RecordStore;
  /**
   * Rate-limit windows shared by every instance (PostgreSQL, decision 047). With a shared store
   * (`records.turn`), deliveries are jobs in its database too, run by delivery-jobs.ts.
   */
  sharedWindows?: SharedWindows;
  /** Milliseconds to wait before writing a snapshot after a change (default 0: next tick). */
  persistDebounceMs?: number;
  /**
   * From Node: hold GET /sandbox/events/stream open (decision 022), with these bounds. Without it
   * (the browser) the route answers the events kept and ends.
   */
  streams?: Partial<StreamLimits> | boolean;
  /** How a timeout fault holds its answer; by default in the request (the demo defers it). */
  holdFault?: HoldFault;
};

export type Service = {
  handle(request: Request, client?: Client): Promise<Response>;
  snapshot(): ServiceState;
  restore(snapshot: unknown): Promise<void>;
  reset(): Promise<void>;
  /** Reads the record store again (another tab of the demo changed it). */
  reload(): void;
  /** Writes a pending snapshot now (before a stop: deliveries still pending are resumed on start). */
  save(): void;
  /** Writes a pending snapshot now and waits for webhook deliveries in flight. */
  flush(): Promise<void>;
  /** Ends every open event stream (before the server stops). */
  closeStreams(): void;
};

/** The sandbox: state and its persistence, webhook delivery, and the HTTP pipeline over them. */
export function createService(options: ServiceOptions = {}): Service {
  const clock = options.clock ?? systemClock;
  const random = options.random ?? cryptoRandom;
  const newSecret = () => randomString(random, HEX, 64);
  let state: ServiceState = options.records
    ? (options.records.load() ?? emptyState(newSecret()))
    : restoreOrEmpty(options.store?.load());

  function restoreOrEmpty(raw: unknown): ServiceState {
    if (raw === null || raw === undefined) return emptyState(newSecret());
    try {
      return restoreSnapshot(raw);
    } catch (error) {
      console.warn(`Sandbox snapshot ignored: ${(error as Error).message}`);
      return emptyState(newSecret());
    }
  }

  const persistence = createPersistence(
    { store: options.store, records: options.records, debounceMs: options.persistDebounceMs },
    () => state,
    (kept) => {
      state = kept;
    },
  );

  const delivery = createWebhookDelivery({
    clock,
    deliver: options.deliver,
    limits: options.deliveryLimits,
    state: () => state,
    deliveryChanged: persistence.deliveryChanged,
    // A shared store (decision 047): a kept pending delivery is a job in its database.
    jobs: options.records?.turn !== undefined,
  });
  delivery.resume();
  const streams = options.streams
    ? createEventStreams(() => state, options.streams === true ? {} : options.streams)
    : undefined;
  const pipeline = createPipeline({
    clock,
    random,
    limits: options.limits === false ? false : { ...DEFAULT_LIMITS, ...options.limits },
    sharedWindows: options.sharedWindows,
    latencyMs: options.latencyMs,
    state: () => state,
    // After the commit, the account's event streams read what was kept (or see it was reset).
    dispatch: streams
      ? (ctx) => {
          const send = delivery.dispatch(ctx);
          const seedHash = ctx.account.seedHash;
          return () => {
            send();
            streams.notify(seedHash);
          };
        }
      : delivery.dispatch,
    streams,
    sendsWebhooks: options.deliver !== undefined,
    webhookQueueFull: delivery.queueFull,
    holdFault: options.holdFault,
    commit: persistence.commit,
    rollback: persistence.restoreAccounts,
    idempotencyLimits: options.idempotencyLimits,
    // Registration reads the URL only, never DNS: the host is resolved and its addresses checked
    // at each delivery, where the connection is pinned to them (decision 015).
    async vetWebhookUrl(url) {
      await vetWebhookTarget(url, { allowPrivate: options.allowPrivateWebhooks === true });
    },
  });

  return {
    handle: inAccountTurns(options.records, () => state, pipeline.handle, random),
    snapshot: () => structuredClone(state),
    restore(snapshot) {
      const before = state;
      state = restoreSnapshot(snapshot);
      pipeline.clear();
      streams?.closeAll();
      return persistence.replaced(before);
    },
    reset() {
      const before = state;
      state = emptyState(before.secret);
      pipeline.clear();
      streams?.closeAll();
      return persistence.replaced(before);
    },
    reload() {
      const kept = options.records?.load();
      if (kept) state = kept;
    },
    save: persistence.save,
    closeStreams: () => streams?.closeAll(),
    async flush() {
      persistence.save();
      await delivery.settle();
      persistence.save();
    },
  };
}

export { ERROR_CODES, SEED_FORMAT, seedHash, SNAPSHOT_VERSION, SIGNATURE_HEADER };
