import { findAccount } from '../domain/accounts';
import type { Ctx } from '../domain/context';
import { advanceConfirmations } from '../domain/deposits';
import { ServiceError } from '../domain/errors';
import { IdempotencyStore, type StoredResponse } from '../domain/idempotency';
import { RateLimiter, type Limits } from '../domain/rate-limit';
import type { ServiceState } from '../domain/state';
import { expireChallenges } from '../domain/three-ds';
import { newId, type Clock, type Random } from '../runtime';
import { errorAnswer } from './error-response';
import { buildOpenApi } from './openapi';
import { buildRoutes } from './router';
import { ROUTES } from './routes';

export const API_PREFIX = '/v1/api';
const MUTATING = new Set(['POST', 'PATCH', 'DELETE']);
const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, X-Seed, X-Idempotency-Key',
  'Access-Control-Expose-Headers': 'Retry-After, X-Request-Id, Idempotent-Replayed',
  'Access-Control-Max-Age': '600',
};

export type PipelineDeps = {
  clock: Clock;
  random: Random;
  limits: Limits | false;
  latencyMs?: number;
  state: () => ServiceState;
  /** Hands the operation's events to webhook delivery. */
  dispatch: (ctx: Ctx) => void;
  persist: () => void;
  webhookUrlAllowed: (url: URL) => boolean;
};

/**
 * Every request, in order: base path, latency, seed (auth), rate limits, the clock tick (expired
 * challenges, deposit confirmations), idempotency, the route, then one error mapping.
 */
export function createPipeline(deps: PipelineDeps) {
  const limiter = new RateLimiter();
  const idempotency = new IdempotencyStore();
  const routes = buildRoutes();
  let openapiDoc: unknown;

  async function handle(request: Request): Promise<Response> {
    const requestId = newId(deps.random, 'req');
    if (deps.latencyMs) await sleep(deps.latencyMs);
    if (request.method === 'OPTIONS')
      return new Response(null, { status: 204, headers: CORS_HEADERS });
    try {
      return await answer(request, requestId);
    } catch (error) {
      const generate = /\/v1\/api\/?$/.test(new URL(request.url).pathname);
      const mapped = errorAnswer(error, requestId, generate);
      return respond(JSON.stringify(mapped.body), mapped.status, {
        'X-Request-Id': requestId,
        ...mapped.headers,
      });
    }
  }

  /** The caller's context after auth, rate limits and the clock tick; null on public routes. */
  function authorize(request: Request, method: string, path: string, now: number): Ctx | null {
    const state = deps.state();
    const seed = request.headers.get('X-Seed');
    const account = findAccount(state, seed);
    if (!account)
      throw new ServiceError(
        'unauthorized',
        seed ? 'The seed is unknown.' : 'Send your seed in the X-Seed header.',
      );
    const ctx: Ctx = { state, account, now, random: deps.random, events: [] };
    if (deps.limits) checkRateLimits(deps.limits, account.seedHash, method, path, now);
    expireChallenges(ctx);
    advanceConfirmations(ctx);
    // Time-driven changes are delivered whatever becomes of this request.
    if (ctx.events.length) {
      deps.dispatch(ctx);
      ctx.events = [];
      deps.persist();
    }
    return ctx;
  }

  function checkRateLimits(
    limits: Limits,
    scope: string,
    method: string,
    path: string,
    now: number,
  ) {
    const rules = [
      { key: `${scope}:m`, limit: limits.perMinute, windowMs: 60_000 },
      { key: `${scope}:h`, limit: limits.perHour, windowMs: 3_600_000 },
    ];
    if (method === 'POST' && path === '/cards')
      rules.push({ key: `${scope}:create`, limit: limits.cardCreatesPerMinute, windowMs: 60_000 });
    if (method === 'GET' && /^\/cards\/[^/]+\/details$/.test(path))
      rules.push({ key: `${scope}:details`, limit: limits.detailsPerMinute, windowMs: 60_000 });
    const wait = limiter.check(rules, now);
    if (wait > 0)
      throw new ServiceError('rate_limited', `Too many requests. Try again in ${wait} s.`, {
        'Retry-After': String(wait),
      });
  }

  async function answer(request: Request, requestId: string): Promise<Response> {
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
    const now = deps.clock.now();
    const ctx = isPublic ? null : authorize(request, method, path, now);

    const body = MUTATING.has(method) ? await request.text() : '';
    const key = MUTATING.has(method) ? request.headers.get('X-Idempotency-Key') : null;
    const scope = ctx ? ctx.account.seedHash : 'anonymous';
    if (key !== null) {
      const fingerprint = `${method} ${path}?${[...url.searchParams].sort().join('&')}\n${body}`;
      const replay = beginIdempotent(scope, key, fingerprint, now);
      if (replay) return respond(replay.body, replay.status, replayHeaders(replay, requestId));
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
        state: deps.state(),
        random: deps.random,
        now,
        openapi: () => (openapiDoc ??= buildOpenApi(ROUTES)),
        webhookUrlAllowed: deps.webhookUrlAllowed,
        onReset: (resetCtx: Ctx) => {
          delete deps.state().accounts[resetCtx.account.seedHash];
          resetCtx.events.length = 0;
        },
      });
      if (response.status === 404 && response.headers.get('X-Sandbox-Route') === 'none')
        throw routeMissing(method, path);
    } catch (error) {
      if (key !== null) idempotency.finish(scope, key, null);
      throw error;
    }

    const text = await response.text();
    if (key !== null)
      idempotency.finish(scope, key, {
        status: response.status,
        headers: { 'Content-Type': 'application/json' },
        body: text,
      });
    if (ctx && response.status < 400) {
      deps.dispatch(ctx);
      if (MUTATING.has(method) || ctx.events.length) deps.persist();
    } else if (isGenerate && response.status < 400) {
      deps.persist();
    }
    return respond(text, response.status, { 'X-Request-Id': requestId });
  }

  /** Same key + same request → the first answer again; a different request or one in flight → 409. */
  function beginIdempotent(scope: string, key: string, fingerprint: string, now: number) {
    if (key.length === 0 || key.length > 255)
      throw new ServiceError('invalid_request', 'X-Idempotency-Key must be 1 to 255 characters.');
    const seen = idempotency.begin(scope, key, fingerprint, now);
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
    return seen.kind === 'replay' ? seen.response : null;
  }

  return {
    handle,
    clear() {
      idempotency.clear();
      limiter.clear();
    },
  };
}

function replayHeaders(stored: StoredResponse, requestId: string) {
  return { ...stored.headers, 'X-Request-Id': requestId, 'Idempotent-Replayed': 'true' };
}

function respond(body: string | null, status: number, headers: Record<string, string>) {
  return new Response(body, {
    status,
    headers: { ...CORS_HEADERS, 'Content-Type': 'application/json', ...headers },
  });
}

/** 405 with `Allow` when the path exists under another method, else 404. */
function routeMissing(method: string, path: string): ServiceError {
  const matches = ROUTES.filter((r) => patternToRegex(r.path).test(path));
  const allowed = [...new Set(matches.map((r) => r.method.toUpperCase()))];
  if (matches.length && !allowed.includes(method))
    return new ServiceError(
      'method_not_allowed',
      `${method} is not allowed on ${path}; use ${allowed.join(', ')}.`,
      { Allow: allowed.join(', ') },
    );
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
