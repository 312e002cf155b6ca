import type { Operation } from '../../../src/contract/operation';
import { OPERATIONS } from '../../../src/contract/operations';
import { answerOf } from './answer';
import { VcsError } from './errors';
import type { AnswerOf, ArgsOf, OperationId } from './operation-types';
import { newIdempotencyKey, pathOf, urlOf } from './request-parts';
import {
  parseRetryAfter,
  RETRIED_STATUSES,
  retryDelay,
  sleepFor,
  type RetryOptions,
} from './retry';

export type ClientConfig = {
  /** The API's base URL, with its path: `http://127.0.0.1:4010/v1/api`. */
  baseUrl: string;
  /** The account's seed, sent as `X-Seed` (public operations go without). */
  seed?: string | undefined;
  retry?: RetryOptions;
  /** One try's time limit, in ms (default 30 s); a try that runs out is a network failure. */
  timeoutMs?: number;
  /** Check each answer against the contract's schema (default true; decision 039). */
  validateAnswers?: boolean;
  fetch?: typeof fetch;
};

export type CallOptions = {
  /** The call's idempotency key; a fresh one is made for each mutating call without it. */
  idempotencyKey?: string;
  signal?: AbortSignal;
  /** More headers: `X-Sandbox-Fault` to ask the sandbox for a fault on this call (decision 024). */
  headers?: Record<string, string>;
};

/** The one way the SDK calls an operation: its declaration gives method, path and flags. */
export async function send<Id extends OperationId>(
  config: ClientConfig,
  id: Id,
  args: ArgsOf<Id>,
  options: CallOptions = {},
): Promise<AnswerOf<Id>> {
  const op: Operation = OPERATIONS[id];
  const { params, query, body } = args as {
    params?: Record<string, string>;
    query?: object;
    body?: unknown;
  };
  const url = urlOf(config.baseUrl, pathOf(op.path, params), query as Record<string, unknown>);
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (config.seed && !op.public) headers['X-Seed'] = config.seed;
  const mutating = op.method !== 'get';
  // The sandbox keeps a key per account (decision 002): a call without a seed has none to keep.
  const keyed = mutating && !op.public;
  if (mutating) headers['X-Idempotency-Key'] = options.idempotencyKey ?? newIdempotencyKey();
  const init: RequestInit = { method: op.method.toUpperCase(), headers };
  if (body !== undefined) init.body = JSON.stringify(body);
  const retry = config.retry ?? {};
  const sleep = retry.sleep ?? sleepFor;

  for (let attempt = 1; ; attempt++) {
    let response: Response;
    try {
      response = await fetchOnce(config, url, init, options.signal);
    } catch (cause) {
      if (options.signal?.aborted) throw cause;
      const wait = mutating && !keyed ? null : retryDelay(attempt, undefined, retry);
      if (wait === null)
        throw new VcsError({
          operation: id,
          code: 'network_error',
          status: 0,
          message: `Could not reach ${url}: ${cause instanceof Error ? cause.message : String(cause)}`,
          details: cause,
        });
      await sleep(wait);
      continue;
    }
    if (RETRIED_STATUSES.has(response.status)) {
      const wait = retryDelay(attempt, parseRetryAfter(response.headers.get('Retry-After')), retry);
      if (wait !== null) {
        await response.body?.cancel();
        await sleep(wait);
        continue;
      }
    }
    return answerOf(config.validateAnswers !== false, id, op, response) as Promise<AnswerOf<Id>>;
  }
}

async function fetchOnce(
  config: ClientConfig,
  url: string,
  init: RequestInit,
  signal?: AbortSignal,
) {
  const timeout = AbortSignal.timeout(config.timeoutMs ?? 30_000);
  const both = signal ? AbortSignal.any([signal, timeout]) : timeout;
  return (config.fetch ?? fetch)(url, { ...init, signal: both });
}
