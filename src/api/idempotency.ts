import { newIdempotencyKey } from './client';
import { ApiError } from './errors';

/**
 * One idempotency key per user action. A mutation's variables object is the action: react-query
 * passes the same object to every retry, so the key is remembered against it. A caller that
 * builds the variables anew for a retry (e.g. a dialog resubmitted after a network error) passes
 * its own `idempotencyKey`, made once per dialog submission.
 */
const keys = new WeakMap<object, string>();

export type WithIdempotency = { idempotencyKey?: string };

export function keyFor(variables: WithIdempotency & object): string {
  if (variables.idempotencyKey) return variables.idempotencyKey;
  let key = keys.get(variables);
  if (!key) {
    key = newIdempotencyKey();
    keys.set(variables, key);
  }
  return key;
}

/**
 * One key per dialog action: made on the first submission and reused when the user retries after
 * a network failure (the first attempt may have landed). After a definitive answer, success or
 * refusal, the next submission is a new action with a new key.
 */
export function createActionKey() {
  let current: string | null = null;
  return {
    get: () => (current ??= newIdempotencyKey()),
    settle: (error?: unknown) => {
      const networkFailure = error instanceof ApiError && error.isNetworkError;
      if (!networkFailure) current = null;
    },
  };
}
