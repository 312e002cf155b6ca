import { touch, untouch, type ChangeSet } from '../domain/changes';
import { sha256Hex } from '../domain/crypto';
import { ServiceError } from '../domain/errors';
import type { Account, IdempotencyRecord } from '../domain/state';

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

export type IdempotencyLimits = {
  /** Answers kept per account; the oldest of that account goes first, never another account's. */
  perAccount: number;
  /** Generate answers kept per client address (memory only: they carry a seed). */
  perClient: number;
  clients: number;
};
export const IDEMPOTENCY_LIMITS: IdempotencyLimits = {
  perAccount: 1000,
  perClient: 20,
  clients: 10_000,
};

/** Who a key belongs to: an account (kept with its state) or, without a seed, a client address. */
export type IdempotencyScope =
  { kind: 'account'; account: Account } | { kind: 'client'; address: string };

export type StoredAnswer = { status: number; body: string };

/**
 * `X-Idempotency-Key` on POST, PATCH and DELETE (docs/decisions/002):
 * - the same key with the same request (method, path, query, body) replays the first successful
 *   answer with `Idempotent-Replayed: true` and changes nothing;
 * - the same key with a different request → 409 idempotency_key_reused;
 * - while the first is still running → 409 idempotency_key_in_use;
 * - a refusal (4xx) is not kept: it changed nothing, so it may be retried.
 * Account keys live in the account's state, so a restart honours them and no other account's
 * traffic can evict them. A generate answer holds a new seed: it is replayed only to the same
 * client address and never written down.
 */
export function createIdempotency(limits: IdempotencyLimits = IDEMPOTENCY_LIMITS) {
  const inFlight = new Map<string, string>();
  const clients = new Map<string, IdempotencyRecord[]>();

  /** Read-only lookups do not touch the account (a refused request leaves its state unchanged). */
  function recordsOf(scope: IdempotencyScope, create = false): IdempotencyRecord[] {
    if (scope.kind === 'account')
      return create
        ? (scope.account.idempotencyKeys ??= [])
        : (scope.account.idempotencyKeys ?? []);
    let list = clients.get(scope.address);
    if (!list) {
      list = [];
      clients.set(scope.address, list);
      if (clients.size > limits.clients) clients.delete(clients.keys().next().value!);
    }
    return list;
  }

  const slot = (scope: IdempotencyScope, key: string) =>
    `${scope.kind === 'account' ? scope.account.seedHash : `ip:${scope.address}`}\u0000${key}`;

  return {
    /** The stored answer to replay, or null when this request should run (and is now in flight). */
    begin(scope: IdempotencyScope, key: string, request: string, now: number): StoredAnswer | null {
      if (key.length === 0 || key.length > 255)
        throw new ServiceError('invalid_request', 'X-Idempotency-Key must be 1 to 255 characters.');
      const fingerprint = sha256Hex(request);
      const running = inFlight.get(slot(scope, key));
      if (running !== undefined)
        throw running === fingerprint
          ? new ServiceError(
              'idempotency_key_in_use',
              'A request with this X-Idempotency-Key is still being processed.',
            )
          : reused();
      const seen = recordsOf(scope).find((r) => r.key === key && now - r.at < IDEMPOTENCY_TTL_MS);
      if (seen) {
        if (seen.fingerprint !== fingerprint) throw reused();
        return { status: seen.status, body: seen.body };
      }
      inFlight.set(slot(scope, key), fingerprint);
      return null;
    },

    /** Keeps a successful answer; a refusal or a failure frees the key. */
    finish(
      scope: IdempotencyScope,
      key: string,
      answer: StoredAnswer | null,
      now: number,
      changes: ChangeSet,
    ) {
      const fingerprint = inFlight.get(slot(scope, key));
      inFlight.delete(slot(scope, key));
      if (!answer || answer.status >= 400 || fingerprint === undefined) return;
      const records = recordsOf(scope, true);
      const cap = scope.kind === 'account' ? limits.perAccount : limits.perClient;
      const record = { key, fingerprint, at: now, status: answer.status, body: answer.body };
      const fresh = records.filter((r) => r.key !== key && now - r.at < IDEMPOTENCY_TTL_MS);
      fresh.push(record);
      const kept = fresh.slice(-cap);
      if (scope.kind === 'account') {
        const keep = new Set(kept);
        for (const gone of records)
          if (!keep.has(gone) && gone.key !== key)
            untouch(changes, scope.account, 'idempotencyKeys', gone);
        touch(changes, scope.account, 'idempotencyKeys', record);
      }
      records.splice(0, records.length, ...kept);
    },

    clear() {
      inFlight.clear();
      clients.clear();
    },
  };
}

const reused = () =>
  new ServiceError(
    'idempotency_key_reused',
    'This X-Idempotency-Key was used with a different request.',
  );
