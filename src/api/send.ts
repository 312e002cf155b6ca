import * as z from 'zod/mini';
import type { core } from 'zod/mini';
import { listOf, pageOf } from '../contract/common';
import type {
  AnswerOf,
  BodyOf,
  Operation,
  PathParams,
  QueryOf,
  ResponseDoc,
} from '../contract/operation';
import { apiClient, type HttpMethod, type QueryValue, type RequestOptions } from './client';

/**
 * The app's one way to call the API (decision 006, amendment of 2026-11-25): the contract's
 * declaration gives the method, the path and the request's types; nothing in src/api writes a path.
 */
type ParamsPart<P extends string> = keyof PathParams<P> extends never
  ? { params?: undefined }
  : { params: PathParams<P> };
type QueryPart<Q> = [Q] extends [undefined] ? { query?: undefined } : { query?: Q };
/** A body whose fields are all optional (freeze, refund, generate) may be left out. */
type BodyPart<B> = [B] extends [undefined]
  ? { body?: undefined }
  : Record<never, never> extends B
    ? { body?: B }
    : { body: B };

/** Path parameters, query and body of a call to `O`, typed by its declaration. */
export type Args<O extends Operation> = ParamsPart<O['path']> &
  QueryPart<QueryOf<O>> &
  BodyPart<BodyOf<O>>;

export type SendOptions<S extends core.$ZodType | undefined = undefined> = {
  signal?: AbortSignal | undefined;
  /** A seed to try instead of the session's (sign-in checks a seed before keeping it). */
  seed?: string | undefined;
  idempotencyKey?: string | undefined;
  /**
   * A more tolerant reading of the declared answer, for a real provider's variants (an answer
   * wrapped in `data`, a list without pagination). Without it, the declared schema reads it.
   */
  schema?: S;
};

export type SendResult<O extends Operation, S> = S extends core.$ZodType
  ? core.output<S>
  : AnswerOf<O>;

const declaredSchemas = new WeakMap<ResponseDoc, core.$ZodType>();

/** The schema an answer is parsed with, from the declaration (made once per operation). */
function declaredSchema(doc: ResponseDoc): core.$ZodType {
  let schema = declaredSchemas.get(doc);
  if (!schema) {
    if ('one' in doc) schema = doc.one;
    else if ('list' in doc)
      schema = doc.paginated
        ? pageOf(doc.list as z.ZodMiniType)
        : listOf(doc.list as z.ZodMiniType);
    else if ('oneOf' in doc) schema = z.union(doc.oneOf as [z.ZodMiniType, z.ZodMiniType]);
    else schema = z.unknown();
    declaredSchemas.set(doc, schema);
  }
  return schema;
}

/** `/cards/:id/fund` with `{ id: 'card 1' }` → `/cards/card%201/fund`. */
export function pathOf(template: string, params: Record<string, string> = {}): string {
  return template.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${template}`);
    return encodeURIComponent(value);
  });
}

/** The request the client sends for `op` (method, path, query, body, seed, error shape). */
export function requestOf<O extends Operation>(
  op: O,
  args: Args<O>,
  options: Omit<SendOptions<core.$ZodType | undefined>, 'schema'> = {},
): RequestOptions {
  const { params, query, body } = args as {
    params?: Record<string, string>;
    query?: Record<string, QueryValue>;
    body?: unknown;
  };
  return {
    method: op.method.toUpperCase() as HttpMethod,
    path: pathOf(op.path, params),
    query,
    body,
    signal: options.signal,
    idempotencyKey: options.idempotencyKey,
    ...(options.seed ? { seed: options.seed } : {}),
    ...(op.public ? { auth: false } : {}),
    ...(op.rootErrors ? { rootErrors: true } : {}),
  };
}

/** Calls `op` and parses its answer: with `options.schema` when given, else the declared one. */
export function send<O extends Operation, S extends core.$ZodType | undefined = undefined>(
  op: O,
  args: Args<O>,
  options: SendOptions<S> = {},
): Promise<SendResult<O, S>> {
  const schema = options.schema ?? declaredSchema(op.response);
  return apiClient.request(schema, requestOf(op, args, options)) as Promise<SendResult<O, S>>;
}
