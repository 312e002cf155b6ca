import { findAccount } from '../domain/accounts';
import { refuseQuarantined, touchedAccounts } from './account-fate';
import { accountNow } from '../domain/clock';
import { cardSecretsKey, secretsKeyFor } from '../domain/secrets';
import { accountRemoved, emptyChanges, isEmpty } from '../domain/changes';
import type { Ctx } from '../domain/context';
import { ServiceError } from '../domain/errors';
import { fireRealTimeDue } from '../domain/due';
import { newId } from '../runtime';
import { CORS_HEADERS } from './cors';
import { errorAnswer } from './error-response';
import { createFaults } from './faults';
import { createIdempotency, type IdempotencyScope } from './idempotency';
import { buildOpenApi } from './openapi';
import { createRateLimits } from './rate-limits';
import { createRequestLog, type Trace } from './request-log';
import { mayHaveBody, readBodyText } from './request-body';
import { apiPath, isGeneratePath } from './request-path';
import { serialize } from './json-text';
import { respond, sleep, streamed } from './respond';
import { createRouter, runRoute, type Outcome } from './router';
import { ROUTES } from './routes';

export { API_PREFIX } from './request-path';
const MUTATING = new Set(['POST', 'PATCH', 'DELETE']);

export type { Client, PipelineDeps, Turn } from './pipeline-deps';
import type { Client, PipelineDeps, Turn } from './pipeline-deps';

/**
 * Every request, in order: one canonical path and the route it reaches, latency, seed (auth),
 * rate limits on that route, the clock tick (expired challenges and cards, deposit confirmations), a
 * size-limited body, idempotency, the handler, then one error mapping.
 */
export function createPipeline(deps: PipelineDeps) {
  const limits = createRateLimits(deps.limits, deps.sharedWindows);
  const idempotency = createIdempotency(deps.idempotencyLimits, deps.state);
  const router = createRouter();
  const faults = createFaults(deps.holdFault);
  const requestLog = createRequestLog();
  let openapiDoc: unknown;
  // Made once, not per request: closures per request showed in the profile (decision 005).
  const openapi = () => (openapiDoc ??= buildOpenApi(ROUTES));
  /** Removes the caller's account; its context's change set is the request's. */
  const onReset = (resetCtx: Ctx) => {
    delete deps.state().accounts[resetCtx.account.seedHash];
    accountRemoved(resetCtx.changes, resetCtx.account.seedHash);
    resetCtx.events.length = 0;
  };

  async function handle(request: Request, client: Client = {}, turn?: Turn): Promise<Response> {
    const requestId = newId(deps.random, 'req');
    const started = deps.clock.now();
    if (deps.latencyMs) await sleep(deps.latencyMs);
    if (request.method === 'OPTIONS')
      return new Response(null, { status: 204, headers: CORS_HEADERS });
    // Browsers send Origin on every cross-origin request, the only ones CORS headers are for;
    // leaving them off the rest spares five headers per answer (decision 005).
    const cors = request.headers.has('Origin');
    // Filled as the request goes: whose it is (once its seed is known) and where it went.
    const trace: Trace = {};
    let response: Response;
    try {
      response = await answer(request, client.address ?? 'local', requestId, cors, trace, turn);
    } catch (error) {
      const mapped = errorAnswer(error, requestId, isGeneratePath(request.url));
      response = respond(JSON.stringify(mapped.body), mapped.status, cors, {
        'X-Request-Id': requestId,
        ...mapped.headers,
      });
    }
    const ended = deps.clock.now();
    requestLog.note(
      trace,
      request,
      { status: response.status, requestId, started, ended },
      deps.state(),
    );
    return response;
  }

  /** The caller's context after auth, rate limits and the clock tick. */
  async function authorize(
    request: Request,
    address: string,
    trace: Trace,
    now: number,
  ): Promise<Ctx> {
    const state = deps.state();
    const seed = request.headers.get('X-Seed');
    const account = findAccount(state, seed);
    const route = trace.route ?? null;
    if (!account) {
      await limits.check({ kind: 'client', address }, null, now);
      refuseQuarantined(state, seed);
      throw new ServiceError(
        'unauthorized',
        seed ? 'The seed is unknown.' : 'Send your seed in the X-Seed header.',
      );
    }
    // From here the request is the account's: its log keeps it, a 429 included (decision 040).
    trace.seedHash = account.seedHash;
    await limits.check({ kind: 'account', seedHash: account.seedHash }, route, now);
    let secretsKey: string | undefined;
    const ctx: Ctx = {
      state,
      account,
      // The account's own clock (decision 020): its records and what falls due follow it; rate
      // limits and stored answers above keep the service's time.
      now: accountNow(account, now),
      random: deps.random,
      events: [],
      changes: emptyChanges(),
      // An HMAC of the seed: made only by the routes that derive card secrets.
      get secretsKey() {
        return (secretsKey ??= cardSecretsKey(state, account, secretsKeyFor(seed!)));
      },
    };
    fireRealTimeDue(ctx);
    // Time-driven changes are kept and delivered whatever becomes of this request.
    if (ctx.events.length) {
      ctx.send = deps.dispatch(ctx);
      ctx.events = [];
    }
    return ctx;
  }

  async function answer(
    request: Request,
    address: string,
    requestId: string,
    cors: boolean,
    trace: Trace,
    turn: Turn | undefined,
  ) {
    const commit = turn?.commit ?? deps.commit;
    const afterCommit = (send: (() => void) | undefined) =>
      send && (turn ? turn.later.push(send) : send());
    const url = new URL(request.url);
    const path = apiPath(url.pathname);
    const method = request.method.toUpperCase();
    const match = router.find(method, path);
    const route = match?.route ?? null;
    Object.assign(trace, { path, route, params: match?.params });
    const now = deps.clock.now();
    // A fault asked for is answered before auth, the clock tick and the body: it changes nothing
    // but is counted in the caller's rate budgets like any request (decision 024, issue #47).
    const fault = faults.decide(request, route?.operationId, deps.state, address);
    if (fault?.caller.kind === 'account') trace.seedHash = fault.caller.seedHash;
    if (fault) await limits.check(fault.caller, route, now);
    if (fault) await faults.refuse(fault, request.signal);
    if (turn && !route?.public) await turn.begin();
    const ctx = route?.public ? null : await authorize(request, address, trace, now);
    if (ctx && !isEmpty(ctx.changes)) {
      await commit(ctx.changes);
      ctx.changes = emptyChanges();
      afterCommit(ctx.send);
    }
    if (!ctx) await limits.check({ kind: 'client', address }, route, now);
    const changes = ctx?.changes ?? emptyChanges();
    if (!match) throw router.missing(method, path);
    const body = mayHaveBody(request, match.route) ? await readBodyText(request, match.route) : '';

    const key = MUTATING.has(method) ? request.headers.get('X-Idempotency-Key') : null;
    const scope: IdempotencyScope = ctx
      ? { kind: 'account', account: ctx.account }
      : { kind: 'client', address };
    if (key !== null) {
      const query = [...url.searchParams].sort().join('&');
      const replay = idempotency.begin(scope, key, `${method} ${path}?${query}\n${body}`, now);
      if (replay)
        return respond(replay.body, replay.status, cors, {
          'X-Request-Id': requestId,
          'Idempotent-Replayed': 'true',
        });
    }

    let outcome: Outcome;
    try {
      outcome = await runRoute(match, url, body, {
        requestId,
        ctx,
        state: deps.state(),
        random: deps.random,
        now,
        openapi,
        vetWebhookUrl: deps.vetWebhookUrl,
        sendsWebhooks: deps.sendsWebhooks === true,
        webhookQueueFull: deps.webhookQueueFull ?? (() => false),
        changes,
        onReset,
        headers: request.headers,
        streams: deps.streams,
        faults,
        requestLog,
      });
    } catch (error) {
      // A refusal is an answer (kept for idempotent replay); anything else is a bug, answered 500,
      // and its accounts go back to the last committed state (memory equals disk, decision 014).
      if (!(error instanceof ServiceError)) {
        if (key !== null) idempotency.finish(scope, key, null, now, changes);
        deps.rollback?.(touchedAccounts(ctx, changes));
        throw error;
      }
      const refused = errorAnswer(error, requestId, path === '/');
      outcome = { status: refused.status, value: refused.body, headers: refused.headers };
    }
    const status = outcome.status;
    // The event stream answers its own Response (decision 022); it changes nothing.
    if (outcome.value instanceof Response) return streamed(outcome.value, cors, requestId);
    const text = serialize(outcome.value);

    if (key !== null) idempotency.finish(scope, key, { status, body: text }, now, changes);
    // Nothing is answered, and no webhook sent, before what it changed is kept.
    const send = ctx && status < 400 ? deps.dispatch(ctx) : undefined;
    if (!isEmpty(changes)) await commit(changes);
    afterCommit(send);
    return respond(text, status, cors, { 'X-Request-Id': requestId, ...outcome.headers });
  }

  return {
    handle,
    clear() {
      idempotency.clear();
      limits.clear();
      faults.clearAll();
      requestLog.clear();
    },
  };
}
