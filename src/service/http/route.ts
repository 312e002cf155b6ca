import type { z } from 'zod';
import type { ChangeSet } from '../domain/changes';
import type { Ctx } from '../domain/context';
import type { ServiceState } from '../domain/state';
import type { Random } from '../runtime';

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
  /** What the operation changed; routes that work outside the caller's account (generate) add to it. */
  changes: ChangeSet;
};

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

/** One call of a route: parsed query and body, path parameters, and the caller's context. */
export type Call<Q, B> = {
  /** The caller's account context; throws `unauthorized` on a public route without a seed. */
  readonly ctx: Ctx;
  env: RouteEnv;
  params: Record<string, string>;
  query: Q;
  body: B;
  url: URL;
  method: string;
  /** The body as received (at most 64 KiB), for `rawRequest` routes that parse it themselves. */
  bodyText: string;
};

/** How the answer is described in the OpenAPI document (the handler's value is sent as JSON). */
export type ResponseDoc =
  | { one: z.core.$ZodType }
  | { list: z.core.$ZodType; paginated?: boolean }
  | { oneOf: z.core.$ZodType[] }
  | { json: Record<string, unknown> };

/**
 * One operation, declared once: the router, request validation and the OpenAPI document are all
 * built from these entries (http/router.ts, http/openapi.ts).
 */
export type RouteDef<Q extends z.ZodType | undefined, B extends z.ZodType | undefined> = {
  operationId: string;
  method: 'get' | 'post' | 'patch' | 'delete';
  /** Hono syntax: `/cards/:id`. */
  path: string;
  summary: string;
  tag: string;
  /** Callable without a seed. */
  public?: boolean;
  status?: number;
  /** Query parameters (unknown ones are ignored); `.describe()` texts reach the document. */
  query?: Q;
  /** Strict JSON body; `optional` lets an empty body through as `{}`. */
  body?: B;
  bodyOptional?: boolean;
  /** The handler reads query and body itself (generate merges them); they are documented only. */
  rawRequest?: boolean;
  response: ResponseDoc;
  handle(call: Call<Output<Q>, Output<B>>): unknown;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list holds routes of any shape
export type Route = RouteDef<any, any>;

/** Keeps each entry's query and body types tied to its handler. */
export function route<
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
>(def: RouteDef<Q, B>): Route {
  return def as Route;
}
