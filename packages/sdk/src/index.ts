/**
 * vcs-sdk: a typed client of the virtual card service, made from its contract (decision 039).
 */
export { createClient, type VcsClient, type OperationMethod } from './client';
export type { ClientConfig, CallOptions } from './send';
export { VcsError, isErrorOf, type OperationError, type StatusOf } from './errors';
export type {
  AnswerOf,
  ArgsOf,
  ClientErrorCode,
  ErrorCodeOf,
  OperationId,
  Operations,
  SimulatedErrorCode,
} from './operation-types';
export { parseRetryAfter, type RetryOptions } from './retry';
export { newIdempotencyKey } from './request-parts';
export { verifyWebhook, SIGNATURE_HEADER } from './webhook';
