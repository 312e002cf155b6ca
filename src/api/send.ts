import type { AnswerOf, Operation } from '../contract/operation';
import type { CallArgs } from '../contract/call-args';
import type { ClientOperation, DeclaredOf } from './client-operation';
import type { Reader } from './wire-reader';
import {
  ApiClient,
  apiClient,
  type HttpMethod,
  type QueryValue,
  type RequestOptions,
} from './client';

/** Path parameters, query and body of a call to `O`, typed by its declaration (contract/call-args.ts). */
export type Args<O extends Operation> = CallArgs<O>;

export type SendOptions<R extends Reader<unknown> | undefined = undefined> = {
  signal?: AbortSignal | undefined;
  /** A seed to try instead of the session's (sign-in checks a seed before keeping it). */
  seed?: string | undefined;
  idempotencyKey?: string | undefined;
  /** Headers the operation's declaration names (the alerts' secret: ALERT_SECRET_HEADER). */
  headers?: Record<string, string> | undefined;
  /**
   * A more tolerant reading of the declared answer, for a real provider's variants (an answer
   * wrapped in `data`, a list without pagination; src/contract/client-readings.ts). Without it,
   * the declared answer's reader reads it.
   */
  reader?: R;
};

export type SendResult<C, R> = R extends Reader<infer T> ? T : AnswerOf<DeclaredOf<C>>;

/** `/cards/:id/fund` with `{ id: 'card 1' }` → `/cards/card%201/fund`. */
export function pathOf(template: string, params: Record<string, string> = {}): string {
  return template.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${template}`);
    return encodeURIComponent(value);
  });
}

/** The request the client sends for `op` (method, path, query, body, seed, error shape). */
export function requestOf<C extends ClientOperation>(
  op: C,
  args: Args<DeclaredOf<C>>,
  options: Omit<SendOptions, 'reader'> = {},
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
    headers: options.headers,
    ...(options.seed ? { seed: options.seed } : {}),
    ...(op.public ? { auth: false } : {}),
    ...(op.rootErrors ? { rootErrors: true } : {}),
  };
}

/** A client per other base on this site: no seed, this site's fetch (issue #49 item 3). */
const siteClients = new Map<string, ApiClient>();
function clientAt(base: string): ApiClient {
  let client = siteClients.get(base);
  if (!client)
    siteClients.set(base, (client = new ApiClient({ baseUrl: base, getSeed: () => null })));
  return client;
}

/**
 * The app's one way to call the API (decision 006, amendment of 2026-11-25): the contract's
 * declaration gives the method, the path and the request's types; nothing in src/api writes a path.
 * Calls `op` and reads its answer: with `options.reader` when given, else the declared one.
 */
export function send<C extends ClientOperation, R extends Reader<unknown> | undefined = undefined>(
  op: C,
  args: Args<DeclaredOf<C>>,
  options: SendOptions<R> = {},
): Promise<SendResult<C, R>> {
  const reader = (options.reader ?? op.reader) as Reader<SendResult<C, R>>;
  const client = op.base === undefined ? apiClient : clientAt(op.base);
  return client.request(reader, requestOf(op, args, options));
}
