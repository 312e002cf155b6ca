import {
  FAULT_COUNT_MAX,
  FAULT_HEADER,
  FAULT_HOLD_DEFAULT_MS,
  FAULT_HOLD_MAX_MS,
  FAULT_RETRY_AFTER_DEFAULT,
  FAULT_RETRY_AFTER_MAX,
  type Fault,
  type FaultState,
} from '../../contract/sandbox-faults';
import { findAccount } from '../domain/accounts';
import { ServiceError } from '../domain/errors';
import type { ServiceState } from '../domain/state';
import { callerScope, type Caller } from './rate-limits';

/** One fault as it is answered: which, and its Retry-After (s) or hold (ms). */
export type FaultSpec = { fault: Fault; retryAfter: number | null; holdMs: number | null };
type Queued = FaultSpec & { remaining: number };
/** A fault to answer, and who asked: counted in their rate budgets, held in their slots. */
export type DecidedFault = FaultSpec & { caller: Caller };

/**
 * Timeouts held at once per caller (an account, else a client address: rate-limits.ts) and
 * service-wide; past either a timeout answers its 504 at once (decision 024). Per caller, so one
 * account cannot take every slot (issue #47).
 */
export const MAX_HELD_PER_CALLER = 4;
export const MAX_HELD = 64;
/** Accounts with faults queued; past it the oldest queue is dropped (memory stays bounded). */
const MAX_QUEUES = 10_000;
const HEADER_MAX_LENGTH = 64;
const HEADER_FORMAT = /^(500|503|429|timeout)(?:\s*;\s*(retry_after|hold_ms)\s*=\s*(\d{1,6}))?$/i;
const FAULT_ROUTES = new Set(['getFaults', 'setFaults', 'clearFaults']);

/** Checks a fault's parameters (the header's and the route's alike): a 400 names what is wrong. */
export function faultSpec(
  fault: Fault,
  params: { retry_after?: number | undefined; hold_ms?: number | undefined },
): FaultSpec {
  const waits = fault === '503' || fault === '429';
  if (params.retry_after !== undefined && !waits)
    throw new ServiceError('invalid_request', 'retry_after is for the 503 and 429 faults only.');
  if (params.hold_ms !== undefined && fault !== 'timeout')
    throw new ServiceError('invalid_request', 'hold_ms is for the timeout fault only.');
  const retryAfter = params.retry_after ?? FAULT_RETRY_AFTER_DEFAULT;
  const holdMs = params.hold_ms ?? FAULT_HOLD_DEFAULT_MS;
  if (!Number.isInteger(retryAfter) || retryAfter < 0 || retryAfter > FAULT_RETRY_AFTER_MAX)
    throw new ServiceError(
      'invalid_request',
      `retry_after must be whole seconds from 0 to ${FAULT_RETRY_AFTER_MAX}.`,
    );
  if (!Number.isInteger(holdMs) || holdMs < 0 || holdMs > FAULT_HOLD_MAX_MS)
    throw new ServiceError('invalid_request', `hold_ms must be from 0 to ${FAULT_HOLD_MAX_MS}.`);
  return {
    fault,
    retryAfter: waits ? retryAfter : null,
    holdMs: fault === 'timeout' ? holdMs : null,
  };
}

/** The `X-Sandbox-Fault` header read, or null without one; a malformed one is a 400. */
export function parseFaultHeader(value: string | null): FaultSpec | null {
  if (value === null) return null;
  const match = value.length <= HEADER_MAX_LENGTH ? HEADER_FORMAT.exec(value.trim()) : null;
  if (!match)
    throw new ServiceError(
      'invalid_request',
      `${FAULT_HEADER} must be 500, 503, 429 or timeout, with at most one parameter ` +
        '(503; retry_after=5 or timeout; hold_ms=2000).',
    );
  const fault = match[1]!.toLowerCase() as Fault;
  const param = match[2]?.toLowerCase();
  const amount = match[3] === undefined ? undefined : Number(match[3]);
  return faultSpec(fault, param === undefined ? {} : { [param]: amount });
}

/**
 * The faults of every account (in memory: a fault is for the test running now, not for a snapshot),
 * and the one place that decides whether a request is answered with one. Decided after the route
 * is found and before anything else reads the request: a faulted request changes nothing.
 */
export function createFaults(holdFor: HoldFault = holdHere) {
  const queues = new Map<string, Queued>();
  let held = 0;
  /** Held timeouts by caller scope; a caller with none held has no entry. */
  const heldBy = new Map<string, number>();

  function stateOf(seedHash: string): FaultState {
    const q = queues.get(seedHash);
    return q
      ? { fault: q.fault, remaining: q.remaining, retry_after: q.retryAfter, hold_ms: q.holdMs }
      : { fault: null, remaining: 0, retry_after: null, hold_ms: null };
  }

  /** The fault this request answers (the header's, else the account's next), or null. */
  function decide(
    request: Request,
    operationId: string | undefined,
    state: () => ServiceState,
    address: string,
  ): DecidedFault | null {
    if (operationId !== undefined && FAULT_ROUTES.has(operationId)) return null;
    const asked = parseFaultHeader(request.headers.get(FAULT_HEADER));
    if (!asked && queues.size === 0) return null;
    const account = findAccount(state(), request.headers.get('X-Seed'));
    const caller: Caller = account
      ? { kind: 'account', seedHash: account.seedHash }
      : { kind: 'client', address };
    if (asked) return { ...asked, caller };
    const queued = account && queues.get(account.seedHash);
    if (!account || !queued) return null;
    if (--queued.remaining <= 0) queues.delete(account.seedHash);
    return { fault: queued.fault, retryAfter: queued.retryAfter, holdMs: queued.holdMs, caller };
  }

  /** The fault's answer, as a refusal the pipeline maps to the error shape; a timeout holds first. */
  async function refuse(spec: DecidedFault, signal: AbortSignal): Promise<never> {
    if (spec.fault === '500')
      throw new ServiceError('simulated_internal_error', 'Simulated fault (500): not processed.');
    const wait = { 'Retry-After': String(spec.retryAfter) };
    if (spec.fault === '503')
      throw new ServiceError(
        'simulated_unavailable',
        'Simulated fault (503): not processed.',
        wait,
      );
    if (spec.fault === '429')
      throw new ServiceError('simulated_rate_limit', 'Simulated fault (429): not processed.', wait);
    // Held requests are bounded, per caller and in all, so timeouts cannot pin the server and
    // one caller cannot take the others' slots: past either bound, no hold.
    const scope = callerScope(spec.caller);
    const mine = heldBy.get(scope) ?? 0;
    const full =
      mine >= MAX_HELD_PER_CALLER
        ? `${MAX_HELD_PER_CALLER} of your requests are`
        : held >= MAX_HELD
          ? `${MAX_HELD} requests are`
          : null;
    const holdMs = full ? 0 : spec.holdMs!;
    if (holdMs > 0) {
      held++;
      heldBy.set(scope, mine + 1);
    }
    try {
      await holdFor(holdMs, signal);
    } finally {
      if (holdMs > 0) release(scope);
    }
    throw new ServiceError(
      'simulated_timeout',
      full
        ? `Simulated timeout: ${full} already held, so answered at once; not processed.`
        : `Simulated timeout: held ${holdMs} ms, not processed.`,
    );
  }

  function release(scope: string) {
    held--;
    const left = (heldBy.get(scope) ?? 1) - 1;
    if (left > 0) heldBy.set(scope, left);
    else heldBy.delete(scope);
  }

  return {
    decide,
    refuse,
    get held() {
      return held;
    },
    read: stateOf,
    set(seedHash: string, spec: FaultSpec, count: number): FaultState {
      if (!Number.isInteger(count) || count < 1 || count > FAULT_COUNT_MAX)
        throw new ServiceError('invalid_request', `count must be from 1 to ${FAULT_COUNT_MAX}.`);
      queues.delete(seedHash);
      if (queues.size >= MAX_QUEUES) queues.delete(queues.keys().next().value!);
      queues.set(seedHash, { ...spec, remaining: count });
      return stateOf(seedHash);
    },
    clear(seedHash: string): FaultState {
      queues.delete(seedHash);
      return stateOf(seedHash);
    },
    clearAll: () => queues.clear(),
  };
}
export type Faults = ReturnType<typeof createFaults>;

/**
 * How a timeout fault holds its answer. By default here, in the request; the demo passes one that
 * only notes the time, and waits it out after its cross-tab lock is released (src/demo/browser.ts):
 * held inside the lock, one timeout stopped every request of every tab for 5 s.
 */
export type HoldFault = (ms: number, signal: AbortSignal) => Promise<void>;

/** Waits `ms`, or less when the client leaves (its socket closed: nothing to answer any more). */
export function holdHere(ms: number, signal: AbortSignal): Promise<void> {
  if (ms === 0 || signal.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}
