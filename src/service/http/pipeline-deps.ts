import type { ChangeSet } from '../domain/changes';
import type { Ctx } from '../domain/context';
import type { Limits } from '../domain/rate-limit';
import type { ServiceState } from '../domain/state';
import type { Clock, Random } from '../runtime';
import type { HoldFault } from './faults';
import type { IdempotencyLimits } from './idempotency';
import type { EventStreams } from './event-stream';
import type { SharedWindows } from './rate-limits';

/** What the request pipeline (pipeline.ts) is given by the browser's or Node's service. */
/** A request in its account's turn on a shared store: webhooks wait for COMMIT (decision 047). */
export type Turn = {
  begin: () => Promise<void>;
  commit: (changes: ChangeSet) => Promise<void>;
  later: Array<() => void>;
};

/** Where a request came from; the Node server passes the socket's address. */
export type Client = { address?: string | undefined };

export type PipelineDeps = {
  clock: Clock;
  random: Random;
  limits: Limits | false;
  /** Windows every instance counts in (PostgreSQL, decision 047); without, this process's. */
  sharedWindows?: SharedWindows | undefined;
  idempotencyLimits?: Partial<IdempotencyLimits> | undefined;
  latencyMs?: number | undefined;
  state: () => ServiceState;
  /** Records the operation's webhook deliveries; the function it returns sends them. */
  dispatch: (ctx: Ctx) => () => void;
  /** Makes an operation's changes durable; the answer waits for it. */
  commit: (changes: ChangeSet) => Promise<void> | void;
  /** Puts these accounts back as last kept (account-fate.ts). */
  rollback?: ((seedHashes: Set<string>) => void) | undefined;
  /** Refuses (throws a 400) a webhook URL that may not receive deliveries. */
  vetWebhookUrl: (url: URL) => Promise<void>;
  /** Node's open event streams (decision 022); the browser has none. */
  streams?: EventStreams | undefined;
  /** Deliveries are really sent (Node), not only recorded (decision 021). */
  sendsWebhooks?: boolean | undefined;
  /** Whether an account's delivery queue is full (webhook-delivery.ts); never without one. */
  webhookQueueFull?: ((seedHash: string) => boolean) | undefined;
  /** How a timeout fault holds its answer (faults.ts); by default in the request. */
  holdFault?: HoldFault | undefined;
};
