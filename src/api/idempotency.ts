import type { ClientOperation, DeclaredOf } from './client-operation';
import { newIdempotencyKey } from './client';
import { ApiError } from './errors';
import { send, type Args, type SendResult } from './send';
import type { Reader } from './wire-reader';

/**
 * One idempotency key per user action. A mutation's variables object is the action: react-query
 * passes the same object to every retry, so the key is remembered against it. A caller that
 * builds the variables anew for a retry (e.g. a dialog resubmitted after a network error) passes
 * its own `idempotencyKey`, made once per dialog submission.
 */
const keys = new WeakMap<object, string>();

export type WithIdempotency = { idempotencyKey?: string };

function keyFor(variables: WithIdempotency & object): string {
  if (variables.idempotencyKey) return variables.idempotencyKey;
  let key = keys.get(variables);
  if (!key) {
    key = newIdempotencyKey();
    keys.set(variables, key);
  }
  return key;
}

/**
 * A write to the service: `build` turns the variables (without the key) into the declared
 * operation's path parameters, query and body, and the call carries the action's idempotency key —
 * the caller's own, or the one remembered against the variables object. Every mutation of src/api
 * goes through here. `reader` reads the answer more tolerantly than the declaration (send.ts).
 */
export function write<
  C extends ClientOperation,
  V extends object,
  R extends Reader<unknown> | undefined = undefined,
>(op: C, build: (variables: V) => Args<DeclaredOf<C>>, reader?: R) {
  return (variables: V & WithIdempotency): Promise<SendResult<C, R>> => {
    const { idempotencyKey: _key, ...rest } = variables;
    return send(op, build(rest as V), { reader, idempotencyKey: keyFor(variables) });
  };
}

/**
 * One key per dialog action, and a lock against a second submission while one is in flight.
 * The key is made on the first submission and kept after success (a repeat is a replay, not a
 * second payment) and after a network failure (the first attempt may have landed). Only a
 * definitive refusal frees it: the user may then change the amount and try again as a new action.
 */
export function createActionKey() {
  let current: string | null = null;
  let inFlight = false;
  return {
    /** The key for this submission, or null when one is already in flight. */
    begin(): string | null {
      if (inFlight) return null;
      inFlight = true;
      return (current ??= newIdempotencyKey());
    },
    settle(error?: unknown) {
      inFlight = false;
      const networkFailure = error instanceof ApiError && error.isNetworkError;
      if (error !== undefined && !networkFailure) current = null;
    },
  };
}
