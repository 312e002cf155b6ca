import { t } from '@lingui/core/macro';
import { API_BASE_PATH, type ApiErrorCode } from '../contract/errors';
import { followApiConfig, type ApiClientConfig } from './config';
import { ApiError, describeIssues, knownErrorCode, parseRetryAfter } from './errors';
import { nextTask } from '../lib/next-task';
import { buildUrl, newIdempotencyKey } from './request-url';
import { observeServiceDate } from './service-clock';
import type { Reader } from './wire-reader';
import { errorBody as errorBodyReader, rootError as rootErrorReader } from './wire-readers.gen';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;

export type { ApiClientConfig } from './config';

export type RequestOptions = {
  method?: HttpMethod;
  /** Path below the base URL, starting with `/`. */
  path: string;
  query?: Record<string, QueryValue> | undefined;
  body?: unknown;
  /** Reused by every retry of the same user action. Made here when a mutating call has none. */
  idempotencyKey?: string | undefined;
  /** Generate is called without a seed. */
  auth?: boolean;
  /** A seed to try instead of the session's (sign-in checks a seed before keeping it). */
  seed?: string;
  signal?: AbortSignal | undefined;
  /** Generate's errors come as `{ success: false, error }`. */
  rootErrors?: boolean;
  /** Headers an operation declares besides the client's own (the alerts' secret). */
  headers?: Record<string, string> | undefined;
};

const MUTATING = new Set<HttpMethod>(['POST', 'PATCH', 'DELETE']);

export { buildUrl, newIdempotencyKey } from './request-url';

export class ApiClient {
  private config: ApiClientConfig;

  constructor(config: ApiClientConfig) {
    this.config = config;
  }

  configure(patch: Partial<ApiClientConfig>): void {
    this.config = { ...this.config, ...patch };
  }

  get baseUrl(): string {
    return this.config.baseUrl;
  }

  async request<T>(reader: Reader<T>, options: RequestOptions): Promise<T> {
    const method = options.method ?? 'GET';
    const url = buildUrl(this.config.baseUrl, options.path, options.query);
    const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    let sessionSeed: string | null = null;
    if (options.auth !== false) {
      const seed = options.seed ?? this.config.getSeed();
      if (!seed) {
        const error = new ApiError({
          status: 401,
          code: 'unauthorized',
          message: t`You are signed out. Sign in with your seed.`,
        });
        this.config.onSessionEnded?.(error);
        throw error;
      }
      headers['X-Seed'] = seed;
      if (options.seed === undefined) sessionSeed = seed;
    }
    if (MUTATING.has(method))
      headers['X-Idempotency-Key'] = options.idempotencyKey ?? newIdempotencyKey();
    const init: RequestInit = {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'omit',
      cache: 'no-store',
    };

    // A network failure is retried only when the call is safe to repeat: GET, or a mutation
    // carrying its idempotency key (the same key each time, so money moves once).
    const maxAttempts = 1 + (this.config.retries ?? 2);
    // Each request starts in a task of its own: a page's first render subscribes its queries in
    // one go (the card list's twelve cards' rules), and twelve fetches with their timers in one
    // task were 100–120 ms of it under Lighthouse's 4× slowdown (decision 005, seventh pass).
    await nextTask();
    let response: Response | undefined;
    for (let attempt = 1; ; attempt++) {
      try {
        response = await this.fetchWithTimeout(url, init, options.signal);
        // The service's time, for countdowns on a device whose clock is off (service-clock.ts).
        // eslint-disable-next-line lingui/no-unlocalized-strings -- a header's name
        observeServiceDate(response.headers.get('Date'));
        break;
      } catch (cause) {
        if (options.signal?.aborted) throw cause;
        if (attempt >= maxAttempts) {
          throw new ApiError({
            status: 0,
            code: 'network_error',
            message: t`Could not reach the card service. Check your connection and try again.`,
            details: cause,
          });
        }
        await delay((this.config.retryDelayMs ?? 300) * 2 ** (attempt - 1));
      }
    }
    return this.readResponse(reader, response, method, options, sessionSeed);
  }

  private async fetchWithTimeout(
    url: string,
    init: RequestInit,
    signal?: AbortSignal,
  ): Promise<Response> {
    const doFetch = this.config.fetch ?? globalThis.fetch.bind(globalThis);
    const timeoutMs = this.config.timeoutMs ?? 20_000;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error('timeout')), timeoutMs);
    const onAbort = () => controller.abort(signal?.reason);
    signal?.addEventListener('abort', onAbort, { once: true });
    try {
      return await doFetch(url, { ...init, signal: controller.signal });
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
  }

  private async readResponse<T>(
    reader: Reader<T>,
    response: Response,
    method: HttpMethod,
    options: RequestOptions,
    sessionSeed: string | null,
  ): Promise<T> {
    const text = await response.text();
    let body: unknown = null;
    const request = `${method} ${options.path}`;
    const status = response.status;
    if (text.trim() !== '') {
      try {
        body = JSON.parse(text);
      } catch {
        throw new ApiError({
          status: response.status,
          code: 'invalid_response',
          message: t`The card service answered ${request} with something that is not JSON (HTTP ${status}).`,
          requestId: response.headers.get('X-Request-Id') ?? undefined,
        });
      }
    }

    if (!response.ok) throw this.toApiError(response, body, options, sessionSeed);

    const parsed = reader.safeParse(body);
    if (!parsed.success) {
      const issues = describeIssues(parsed.error.issues);
      throw new ApiError({
        status: response.status,
        code: 'invalid_response',
        message: t`Unexpected response from ${request}: ${issues}`,
        details: parsed.error.issues,
      });
    }
    return parsed.data;
  }

  private toApiError(
    response: Response,
    body: unknown,
    options: RequestOptions,
    sessionSeed: string | null,
  ): ApiError {
    const retryAfterSeconds = parseRetryAfter(response.headers.get('Retry-After'));
    const headerRequestId = response.headers.get('X-Request-Id') ?? undefined;
    const errorBody = errorBodyReader.safeParse(body);
    const rootError = options.rootErrors ? rootErrorReader.safeParse(body) : undefined;
    let error: ApiError;
    if (errorBody.success) {
      error = new ApiError({
        status: response.status,
        code: knownErrorCode(errorBody.data.error) ?? defaultCode(response.status),
        wireCode: errorBody.data.error,
        message: errorBody.data.message,
        requestId: errorBody.data.request_id,
        retryAfterSeconds,
        details: body,
      });
    } else if (rootError?.success) {
      error = new ApiError({
        status: response.status,
        code: 'generate_failed',
        message: rootError.data.error,
        requestId: headerRequestId,
        retryAfterSeconds,
      });
    } else {
      error = new ApiError({
        status: response.status,
        code: defaultCode(response.status),
        message: defaultMessage(response.status),
        requestId: headerRequestId,
        retryAfterSeconds,
        details: body,
      });
    }
    // Only a 401 for the seed the session still holds ends it: one sent before an account switch
    // or a new sign-in speaks of a seed no longer in use (issue #46, decision 033's seventh pass).
    if (response.status === 401 && sessionSeed !== null && sessionSeed === this.config.getSeed())
      this.config.onSessionEnded?.(error);
    return error;
  }
}

function defaultCode(status: number): ApiErrorCode {
  if (status === 401) return 'unauthorized';
  if (status === 404) return 'not_found';
  if (status === 429) return 'rate_limited';
  if (status >= 500) return 'server_error';
  return 'http_error';
}

function defaultMessage(status: number): string {
  if (status === 401) return t`Your seed was not accepted. Sign in again.`;
  if (status === 404) return t`Not found.`;
  if (status === 429) return t`Too many requests.`;
  if (status >= 500) return t`The card service failed (HTTP ${status}). Try again in a moment.`;
  return t`The request was refused (HTTP ${status}).`;
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * The app's client. `configureApi` sets the base URL, the seed source and the session-ended
 * callback at start-up (src/app) and in tests.
 */
export const apiClient: ApiClient = new ApiClient({
  baseUrl: API_BASE_PATH,
  getSeed: () => null,
  ...followApiConfig((patch) => apiClient.configure(patch)),
});

export { configureApi } from './config';
