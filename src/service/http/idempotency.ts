import { touch, type ChangeSet } from '../domain/changes';
import { sha256Hex } from '../domain/crypto';
import { ServiceError } from '../domain/errors';
import type { Account, ServiceState } from '../domain/state';
import { answerWithoutSecrets, answerWithSecrets } from './answer-secrets';
import {
  bytesOf,
  IDEMPOTENCY_LIMITS,
  IDEMPOTENCY_TTL_MS,
  keepNewest,
  replaceAnswers,
  trimAll,
  type IdempotencyLimits,
} from './idempotency-budget';

export { IDEMPOTENCY_LIMITS, IDEMPOTENCY_TTL_MS, type IdempotencyLimits };

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
 * Account keys live in the account's state, so a restart honours them; what is kept is bounded
 * per account and in total, in bytes (docs/decisions/014). A caller without a seed (sign-up) has
 * no key at all: its answer holds a new seed and card number, and no client address proves a
 * retry comes from the same person — a retried sign-up makes a new account (it moves no money).
 */
export function createIdempotency(
  options: Partial<IdempotencyLimits> = {},
  /** The whole state, for the total budget; without it only each account's budget holds. */
  state?: () => ServiceState,
) {
  const limits: IdempotencyLimits = { ...IDEMPOTENCY_LIMITS, ...options };
  const inFlight = new Map<string, string>();
  /** The state `total` was counted on; another one (a restore, a rollback) is counted again. */
  let counted: ServiceState | null = null;
  let total = 0;

  const slot = (account: Account, key: string) => `${account.seedHash}\u0000${key}`;

  return {
    /** The stored answer to replay, or null when this request should run (and is now in flight). */
    begin(scope: IdempotencyScope, key: string, request: string, now: number): StoredAnswer | null {
      if (key.length === 0 || key.length > 255)
        throw new ServiceError('invalid_request', 'X-Idempotency-Key must be 1 to 255 characters.');
      if (scope.kind !== 'account') return null;
      const fingerprint = sha256Hex(request);
      const running = inFlight.get(slot(scope.account, key));
      if (running !== undefined)
        throw running === fingerprint
          ? new ServiceError(
              'idempotency_key_in_use',
              'A request with this X-Idempotency-Key is still being processed.',
            )
          : reused();
      // Read-only: a refused request leaves the account's state unchanged.
      const seen = (scope.account.idempotencyKeys ?? []).find(
        (r) => r.key === key && now - r.at < IDEMPOTENCY_TTL_MS,
      );
      if (seen) {
        if (seen.fingerprint !== fingerprint) throw reused();
        return { status: seen.status, body: answerWithSecrets(seen.body, scope.account) };
      }
      inFlight.set(slot(scope.account, key), fingerprint);
      return null;
    },

    /** Keeps a successful answer (what a replay sends: status and body); a refusal frees the key. */
    finish(
      scope: IdempotencyScope,
      key: string,
      answer: StoredAnswer | null,
      now: number,
      changes: ChangeSet,
    ) {
      if (scope.kind !== 'account') return;
      const { account } = scope;
      const fingerprint = inFlight.get(slot(account, key));
      inFlight.delete(slot(account, key));
      if (!answer || answer.status >= 400 || fingerprint === undefined) return;
      const records = account.idempotencyKeys ?? [];
      const before = bytesOf(records);
      // The answer's webhook secrets stay in their webhooks' records only (answer-secrets.ts).
      const body = answerWithoutSecrets(answer.body, account);
      const record = { key, fingerprint, at: now, status: answer.status, body };
      const kept = keepNewest([...records.filter((r) => r.key !== key), record], now, limits);
      replaceAnswers(account, kept, changes);
      touch(changes, account, 'idempotencyKeys', record);
      const current = state?.();
      if (!current) return;
      if (current === counted) total += bytesOf(kept) - before;
      if (current !== counted || total > limits.totalBytes) {
        counted = current;
        total = trimAll(current, now, limits, changes, record);
      }
    },

    clear() {
      inFlight.clear();
      counted = null;
    },
  };
}

const reused = () =>
  new ServiceError(
    'idempotency_key_reused',
    'This X-Idempotency-Key was used with a different request.',
  );
