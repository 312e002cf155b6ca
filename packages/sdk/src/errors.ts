import { ERROR_STATUS } from '../../../src/contract/errors';
import type { ErrorCodeOf, OperationId } from './operation-types';

/** The status a code is answered with, when the contract fixes it (decision 006). */
export type StatusOf<C extends string> = C extends keyof typeof ERROR_STATUS
  ? (typeof ERROR_STATUS)[C]
  : number;

export type VcsErrorInit<C extends string> = {
  operation: OperationId;
  code: C;
  /** The HTTP status; 0 when no answer came. */
  status: number;
  message: string;
  /** The code as the answer spelled it, when `code` is `undeclared_error`, or the same. */
  wireCode?: string | undefined;
  requestId?: string | undefined;
  /** The answer's Retry-After, in seconds. */
  retryAfterSeconds?: number | undefined;
  /** The error body as answered, or the network failure's cause. */
  details?: unknown;
};

/**
 * A failed call (decision 039): the spec's error body `{ error, message, code, request_id }` read
 * into `code` (the error's name), `status` (the HTTP status) and `requestId`, or a code of the SDK's
 * own (`network_error`, `invalid_response`, `undeclared_error`).
 */
export class VcsError<C extends string = string> extends Error {
  override readonly name = 'VcsError';
  readonly operation: OperationId;
  readonly code: C;
  readonly status: StatusOf<C>;
  readonly wireCode: string | undefined;
  readonly requestId: string | undefined;
  readonly retryAfterSeconds: number | undefined;
  readonly details: unknown;

  constructor(init: VcsErrorInit<C>) {
    super(init.message);
    this.operation = init.operation;
    this.code = init.code;
    this.status = init.status as StatusOf<C>;
    this.wireCode = init.wireCode;
    this.requestId = init.requestId;
    this.retryAfterSeconds = init.retryAfterSeconds;
    this.details = init.details;
  }
}

/**
 * The errors a call to `Id` can throw, one member per code: `switch (error.code)` narrows it, and
 * a code the operation cannot answer is a type error.
 */
export type OperationError<Id extends OperationId> = {
  [C in ErrorCodeOf<Id>]: VcsError<C> & { readonly operation: Id };
}[ErrorCodeOf<Id>];

/** Whether `error` was thrown by a call to `operation`: then its `code` is one that call declares. */
export function isErrorOf<Id extends OperationId>(
  error: unknown,
  operation: Id,
): error is OperationError<Id> {
  return error instanceof VcsError && error.operation === operation;
}

/** The codes the sandbox's faults answer (decision 024), declared by every operation here. */
export const SIMULATED_CODES: readonly string[] = Object.keys(ERROR_STATUS).filter((code) =>
  code.startsWith('simulated_'),
);
