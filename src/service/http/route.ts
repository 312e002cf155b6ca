import type { z } from 'zod';
import type { ErrorCode } from '../../contract/errors';
import type { OperationDef, ResponseDoc } from '../../contract/operation';
import type { ChangeSet } from '../domain/changes';
import type { Ctx } from '../domain/context';
import type { ServiceState } from '../domain/state';
import type { Random } from '../runtime';
import type { EventStreams } from './event-stream';
import type { Faults } from './faults';
import type { RequestLog } from './request-log';

/** What the pipeline (service/http/pipeline.ts) hands every route. */
export type RouteEnv = {
  requestId: string;
  ctx: Ctx | null;
  state: ServiceState;
  random: Random;
  now: number;
  openapi: () => unknown;
  /** Refuses (throws a 400) a webhook URL that may not receive deliveries. */
  vetWebhookUrl: (url: URL) => Promise<void>;
  onReset: (ctx: Ctx) => void;
  /** Deliveries are really sent (Node): a new one starts `pending`, else `recorded` (browser). */
  sendsWebhooks: boolean;
  /** The account already has as many deliveries waiting as it may (decision 015): send no more. */
  webhookQueueFull: (seedHash: string) => boolean;
  /** The accounts' faults on request (decision 024), read and set by /sandbox/faults. */
  faults: Faults;
  /** The accounts' request logs (decision 040), read by GET /sandbox/requests. */
  requestLog: RequestLog;
  /** What the operation changed; routes that work outside the caller's account (generate) add to it. */
  changes: ChangeSet;
  /** The request's headers (the event stream reads Last-Event-ID). */
  headers?: Headers;
  /** Open event streams; absent in the browser, where the stream answers once (decision 022). */
  streams?: EventStreams | undefined;
};

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

/** One call of a route: parsed query and body, path parameters, and the caller's context. */
export type Call<Q, B, P = Record<string, string>, I = unknown> = {
  /** The caller's account context; throws `unauthorized` on a public route without a seed. */
  readonly ctx: Ctx;
  env: RouteEnv;
  /** Named by the declared path (`/cards/:id` → `{ id }`), already percent-decoded. */
  params: P;
  query: Q;
  body: B;
  /** What the route's `read` made of the body (decision 034, amendment of 2026-11-29). */
  input: I;
  url: URL;
  method: string;
  /** The body as received (at most 64 KiB), for `rawRequest` routes that parse it themselves. */
  bodyText: string;
};

export type { ResponseDoc };

/**
 * A route as the router and the OpenAPI document read it: the contract's declaration (decision
 * 006) with its operationId, the sandbox's strict query and body schemas and the handler.
 */
export type RouteDef<Q extends z.ZodType | undefined, B extends z.ZodType | undefined> = Omit<
  OperationDef<string, ErrorCode>,
  'errors'
> & {
  operationId: string;
  errors: readonly ErrorCode[];
  /** More than the summary, in Markdown: the OpenAPI document and docs/api.md show it. */
  description?: string;
  /** Query parameters (unknown ones are ignored); `.describe()` texts reach the document. */
  query?: Q;
  /** Strict JSON body; `bodyOptional` lets an empty body through as `{}`. */
  body?: B;
  /** The handler reads query and body itself (generate merges them); they are documented only. */
  rawRequest?: boolean;
  /** The body's fields, every one named, as the handler's `input` (decision 034, amendment of 2026-11-29). */
  read?(body: Output<B>): readonly [unknown, unknown];
  /** The query's fields, every one named, as the handler's `query` (the same amendment). */
  readQuery?(query: Output<Q>): readonly [unknown, unknown];
  handle(call: Call<Output<Q>, Output<B>>): unknown;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list holds routes of any shape
export type Route = RouteDef<any, any>;
