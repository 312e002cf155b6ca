import type { COMMON_ERRORS, ReplyOf } from '../../../src/contract/operation';
import type { CallArgs } from '../../../src/contract/call-args';
import type { ERROR_STATUS } from '../../../src/contract/errors';
import type { Operations, OperationId } from '../../../src/contract/operations';

/**
 * The SDK's types, read off the contract's operation table (decision 039): nothing here names a
 * path, a field or a code by hand, so an operation added to src/contract/operations.ts is a typed
 * method of the client without an edit here.
 */
export type { OperationId, Operations };

/** Path parameters, query and body of a call, typed by the operation's declaration. */
export type ArgsOf<Id extends OperationId> = CallArgs<Operations[Id]>;

/** Whether every part of the call may be left out (then the method's first argument is optional). */
export type ArgsOptional<Id extends OperationId> =
  Record<never, never> extends ArgsOf<Id> ? true : false;

/**
 * The answer as the service writes it: the wire's form (USD numbers, as the docs show), not the
 * dashboard's cents. A streamed answer (the event stream) is the `Response` itself, to be read.
 */
export type AnswerOf<Id extends OperationId> = Operations[Id]['response'] extends {
  readonly contentType: string;
}
  ? Response
  : ReplyOf<Operations[Id]>;

/** Codes the SDK makes itself, for failures that never reached a service's error body. */
export type ClientErrorCode =
  /** No answer: the connection failed or the request timed out (after the retries). */
  | 'network_error'
  /** An answer that is not JSON, or not the contract's shape (decision 039). */
  | 'invalid_response'
  /** An error body whose code this operation does not declare (its wire code is `wireCode`). */
  | 'undeclared_error';

/** What the sandbox's faults answer (decision 024), on any operation of a sandbox. */
export type SimulatedErrorCode = Extract<keyof typeof ERROR_STATUS, `simulated_${string}`>;

/**
 * Generate's errors are `{ success: false, error }` (the spec): they carry no code of their own.
 * Its declarations' `rootErrors` flag is a plain boolean in the table's type, so generate is known
 * by its path, `/` (errors.test.ts holds that no other operation has the flag).
 */
type RootErrorCode<Id extends OperationId> = Operations[Id]['path'] extends '/'
  ? 'generate_failed'
  : never;

/** Every code a call to `Id` can fail with: its declared ones, the common ones and the SDK's. */
export type ErrorCodeOf<Id extends OperationId> =
  | Operations[Id]['errors'][number]
  | (typeof COMMON_ERRORS)[number]
  | SimulatedErrorCode
  | RootErrorCode<Id>
  | ClientErrorCode;
