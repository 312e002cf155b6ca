import { findAccount, SEED_FORMAT, seedHash } from './domain/accounts';
import { iso, type Ctx } from './domain/context';
import { ERROR_CODES, ServiceError } from './domain/errors';
import { IdempotencyStore, type StoredResponse } from './domain/idempotency';
import { advanceConfirmations } from './domain/deposits';
import { expireChallenges } from './domain/purchases';
import { DEFAULT_LIMITS, RateLimiter, type Limits } from './domain/rate-limit';
import {
  emptyState,
  SNAPSHOT_VERSION,
  type DeliveryRecord,
  type ServiceState,
} from './domain/state';
import { recordDeliveries, SIGNATURE_HEADER } from './domain/webhooks';
import { buildOpenApi } from './http/openapi';
import { buildRoutes } from './http/routes';
import {
  cryptoRandom,
  HEX,
  newId,
  randomString,
  systemClock,
  type Clock,
  type Random,
} from './runtime';
import { restoreSnapshot, type Store } from './store/snapshot';

export type { Store } from './store/snapshot';
export { memoryStore } from './store/snapshot';

/** Sends one webhook delivery; resolves with the HTTP status, rejects on network failure/timeout. */
export type Deliver = (request: {
  url: string;
  body: string;
  headers: Record<string, string>;
}) => Promise<number>;

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
  /** Retry schedule of failed deliveries, in ms (default 1 s, 5 s, 25 s). */
  deliveryBackoffMs?: number[];
  /** Lets http:// webhook URLs on loopback hosts through (local receivers in tests and dev). */
  allowLoopbackHttpWebhooks?: boolean;
  /** Milliseconds to wait before writing a snapshot after a change (default 0: next tick). */
  persistDebounceMs?: number;
};

export type Service = {
  handle(request: Request): Promise<Response>;
  snapshot(): ServiceState;
  restore(snapshot: unknown): void;
  reset(): void;
  /** Writes a pending snapshot now and waits for webhook deliveries in flight. */
  flush(): Promise<void>;
};

const API_PREFIX = '/v1/api';
const MUTATING = new Set(['POST', 'PATCH', 'DELETE']);
const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, X-Seed, X-Idempotency-Key',
  'Access-Control-Expose-Headers': 'Retry-After, X-Request-Id, Idempotent-Replayed',
  'Access-Control-Max-Age': '600',
};

export function createService(options: ServiceOptions = {}): Service {
  const clock = options.clock ?? systemClock;
  const random = options.random ?? cryptoRandom;
  const limits: Limits | false =
    options.limits === false ? false : { ...DEFAULT_LIMITS, ...options.limits };
  const newSecret = () => randomString(random, HEX, 64);
  let state: ServiceState = restoreOrEmpty(options.store?.load());
  const limiter = new RateLimiter();
  const idempotency = new IdempotencyStore();
  const inFlight = new Set<Promise<void>>();
  let saveTimer: ReturnType<typeof setTimeout> | null = null;
  const routes = buildRoutes();
  let openapiDoc: unknown;

  function restoreOrEmpty(raw: unknown): ServiceState {
    if (raw === null || raw === undefined) return emptyState(newSecret());
    try {
      return restoreSnapshot(raw);
    } catch (error) {
      console.warn(`Sandbox snapshot ignored: ${(error as Error).message}`);
      return emptyState(newSecret());
    }
  }

  function persist() {
    if (!options.store || saveTimer) return;
    saveTimer = setTimeout(() => {
      saveTimer = null;
      options.store?.save(state);
    }, options.persistDebounceMs ?? 0);
  }

  function webhookUrlAllowed(url: URL): boolean {
    if (url.protocol === 'https:') return true;
    const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
    return url.protocol === 'http:' && loopback && options.allowLoopbackHttpWebhooks === true;
  }

  function errorResponse(error: ServiceError, requestId: string): Response {
    return json(
      { error: error.code, message: error.message, code: error.status, request_id: requestId },
      error.status,
      {
        'X-Request-Id': requestId,
        ...error.headers,
      },
    );
  }

  function dispatch(ctx: Ctx) {
    if (!ctx.events.length) return;
    const deliveries = recordDeliveries(ctx, ctx.events, options.deliver ? 'pending' : 'recorded');
    if (!options.deliver) return;
    for (const delivery of deliveries) {
      const task = deliverWithRetries(delivery).finally(() => inFlight.delete(task));
      inFlight.add(task);
    }
  }

  async function deliverWithRetries(delivery: DeliveryRecord) {
    const backoff = options.deliveryBackoffMs ?? [1000, 5000, 25000];
    for (let attempt = 0; attempt <= backoff.length; attempt++) {
      if (attempt > 0) await sleep(backoff[attempt - 1]!);
      delivery.attempts += 1;
      delivery.lastAttemptAt = iso(clock.now());
      try {
        const status = await options.deliver!({
          url: delivery.url,
          body: delivery.payload,
          headers: {
            'Content-Type': 'application/json',
            [SIGNATURE_HEADER]: delivery.signature,
            'X-Webhook-Id': delivery.eventId,
            'X-Webhook-Event': delivery.eventType,
          },
        });
        delivery.responseStatus = status;
        delivery.error = status >= 200 && status < 300 ? null : `HTTP ${status}`;
        if (!delivery.error) {
          delivery.status = 'delivered';
          persist();
          return;
        }
      } catch (error) {
        delivery.error = (error as Error).message || 'network error';
      }
      delivery.status = attempt === backoff.length ? 'failed' : 'pending';
      persist();
    }
  }

  async function handle(request: Request): Promise<Response> {
    const requestId = newId(random, 'req');
    if (options.latencyMs) await sleep(options.latencyMs);
    if (request.method === 'OPTIONS')
      return new Response(null, { status: 204, headers: CORS_HEADERS });
    try {
      return await handleInner(request, requestId);
    } catch (error) {
      if (error instanceof ServiceError) {
        if (isGeneratePath(request))
          return json({ success: false, error: error.message }, error.status, {
            'X-Request-Id': requestId,
            ...error.headers,
          });
        return errorResponse(error, requestId);
      }
      console.error('sandbox: unexpected error', error);
      if (isGeneratePath(request))
        return json({ success: false, error: 'The sandbox failed unexpectedly.' }, 500, {
          'X-Request-Id': requestId,
        });
      return errorResponse(
        new ServiceError('internal_error', 'The sandbox failed unexpectedly.'),
        requestId,
      );
    }
  }

  async function handleInner(request: Request, requestId: string): Promise<Response> {
    const url = new URL(request.url);
    const at = url.pathname.indexOf(API_PREFIX);
    if (at < 0)
      throw new ServiceError(
        'not_found',
        `No route ${url.pathname}; the API lives under ${API_PREFIX}.`,
      );
    let path = url.pathname.slice(at + API_PREFIX.length) || '/';
    if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
    const method = request.method.toUpperCase();
    const isGenerate = path === '/' && (method === 'GET' || method === 'POST');
    const isPublic = isGenerate || (path === '/openapi.json' && method === 'GET');
    const now = clock.now();

    let ctx: Ctx | null = null;
    if (!isPublic) {
      const seed = request.headers.get('X-Seed');
      const account = findAccount(state, seed);
      if (!account) {
        throw new ServiceError(
          'unauthorized',
          seed ? 'The seed is unknown.' : 'Send your seed in the X-Seed header.',
        );
      }
      ctx = { state, account, now, random, events: [] };
      if (limits) {
        const scope = account.seedHash;
        const rules = [
          { key: `${scope}:m`, limit: limits.perMinute, windowMs: 60_000 },
          { key: `${scope}:h`, limit: limits.perHour, windowMs: 3_600_000 },
        ];
        if (method === 'POST' && path === '/cards')
          rules.push({
            key: `${scope}:create`,
            limit: limits.cardCreatesPerMinute,
            windowMs: 60_000,
          });
        if (method === 'GET' && /^\/cards\/[^/]+\/details$/.test(path))
          rules.push({ key: `${scope}:details`, limit: limits.detailsPerMinute, windowMs: 60_000 });
        const wait = limiter.check(rules, now);
        if (wait > 0)
          throw new ServiceError('rate_limited', `Too many requests. Try again in ${wait} s.`, {
            'Retry-After': String(wait),
          });
      }
      expireChallenges(ctx);
      advanceConfirmations(ctx);
      // Time-driven changes are delivered whatever becomes of this request.
      if (ctx.events.length) {
        dispatch(ctx);
        ctx.events = [];
        persist();
      }
    }

    // Idempotency: same key + same request → the first answer again.
    const key = MUTATING.has(method) ? request.headers.get('X-Idempotency-Key') : null;
    const body = MUTATING.has(method) ? await request.text() : '';
    const scope = ctx ? ctx.account.seedHash : 'anonymous';
    if (key !== null) {
      if (key.length === 0 || key.length > 255)
        throw new ServiceError('invalid_request', 'X-Idempotency-Key must be 1 to 255 characters.');
      const fingerprint = `${method} ${path}?${[...url.searchParams].sort().join('&')}\n${body}`;
      const seen = idempotency.begin(scope, key, fingerprint, now);
      if (seen.kind === 'replay') return replay(seen.response, requestId);
      if (seen.kind === 'conflict')
        throw new ServiceError(
          'idempotency_key_reused',
          'This X-Idempotency-Key was used with a different request.',
        );
      if (seen.kind === 'in_progress')
        throw new ServiceError(
          'idempotency_key_in_use',
          'A request with this X-Idempotency-Key is still being processed.',
        );
    }

    let response: Response;
    try {
      const inner = new Request(new URL(path + url.search, 'http://sandbox.local'), {
        method,
        headers: request.headers,
        body: MUTATING.has(method) && body !== '' ? body : undefined,
      });
      response = await routes.fetch(inner, {
        requestId,
        ctx,
        state,
        random,
        now,
        openapi: () => (openapiDoc ??= buildOpenApi(routes.routes)),
        webhookUrlAllowed,
        onReset: (resetCtx: Ctx) => {
          delete state.accounts[resetCtx.account.seedHash];
          resetCtx.events.length = 0;
        },
      });
    } catch (error) {
      if (key !== null) idempotency.finish(scope, key, null);
      throw error;
    }
    if (response.status === 404 && response.headers.get('X-Sandbox-Route') === 'none') {
      if (key !== null) idempotency.finish(scope, key, null);
      throw routeMissing(routes.routes, method, path);
    }

    const text = await response.text();
    const headers: Record<string, string> = { 'X-Request-Id': requestId };
    if (key !== null)
      idempotency.finish(scope, key, {
        status: response.status,
        headers: { 'Content-Type': 'application/json' },
        body: text,
      });
    if (ctx && response.status < 400) {
      dispatch(ctx);
      if (MUTATING.has(method) || ctx.events.length) persist();
    } else if (isGenerate && response.status < 400) {
      persist();
    }
    return new Response(text, {
      status: response.status,
      headers: { ...CORS_HEADERS, 'Content-Type': 'application/json', ...headers },
    });
  }

  function replay(stored: StoredResponse, requestId: string) {
    return new Response(stored.body, {
      status: stored.status,
      headers: {
        ...CORS_HEADERS,
        ...stored.headers,
        'X-Request-Id': requestId,
        'Idempotent-Replayed': 'true',
      },
    });
  }

  function json(body: unknown, status: number, headers: Record<string, string>) {
    return new Response(JSON.stringify(body), {
      status,
      headers: { ...CORS_HEADERS, 'Content-Type': 'application/json', ...headers },
    });
  }

  routes.onError((error, c) => {
    if (error instanceof ServiceError && c.req.path === '/') {
      // Generate's errors have their own shape: { success: false, error }.
      return c.json({ success: false, error: error.message }, error.status as 400);
    }
    if (error instanceof ServiceError) {
      return c.json(
        {
          error: error.code,
          message: error.message,
          code: error.status,
          request_id: c.env.requestId,
        },
        error.status as 400,
        error.headers,
      );
    }
    throw error;
  });
  routes.notFound((c) => c.json({}, 404, { 'X-Sandbox-Route': 'none' }));

  return {
    handle,
    snapshot: () => structuredClone(state),
    restore(snapshot) {
      state = restoreSnapshot(snapshot);
      idempotency.clear();
      limiter.clear();
      persist();
    },
    reset() {
      state = emptyState(newSecret());
      idempotency.clear();
      limiter.clear();
      persist();
    },
    async flush() {
      while (inFlight.size) await Promise.all([...inFlight]);
      if (saveTimer) {
        clearTimeout(saveTimer);
        saveTimer = null;
      }
      options.store?.save(state);
    },
  };
}

function isGeneratePath(request: Request): boolean {
  const path = new URL(request.url).pathname;
  return /\/v1\/api\/?$/.test(path);
}

function routeMissing(
  table: ReadonlyArray<{ method: string; path: string }>,
  method: string,
  path: string,
): ServiceError {
  const matches = table.filter((r) => r.method !== 'ALL' && patternToRegex(r.path).test(path));
  if (matches.length && !matches.some((r) => r.method === method)) {
    const allowed = [...new Set(matches.map((r) => r.method))].join(', ');
    return new ServiceError(
      'method_not_allowed',
      `${method} is not allowed on ${path}; use ${allowed}.`,
      { Allow: allowed },
    );
  }
  return new ServiceError('not_found', `No route ${method} ${path}.`);
}

function patternToRegex(pattern: string): RegExp {
  return new RegExp(
    `^${pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z_]+/g, '[^/]+')}$`,
  );
}

function sleep(ms: number) {
  return new Promise<void>((resolve) => setTimeout(resolve, ms));
}

export { ERROR_CODES, SEED_FORMAT, seedHash, SNAPSHOT_VERSION, SIGNATURE_HEADER };
