import type { ErrorBody } from './common';

/** Where the API lives below a server's origin: declared with the alerts' base (issue #49 item 3). */
export { API_BASE_PATH } from './base-paths';

/**
 * Every error the service answers, with its HTTP status (decision 006, amendment of 2026-11-25).
 * Their meanings (the README's error table) are the sandbox's: service/domain/errors.ts, kept out
 * of the app's first load. The body is the spec's `{ error, message, code, request_id }`, built by
 * `errorBody` below and nowhere else.
 */
export const ERROR_STATUS = {
  invalid_json: 400,
  invalid_request: 400,
  invalid_amount: 400,
  insufficient_funds: 400,
  insufficient_card_balance: 400,
  invalid_bin: 400,
  invalid_otp: 400,
  unauthorized: 401,
  not_found: 404,
  card_not_found: 404,
  transaction_not_found: 404,
  deposit_not_found: 404,
  challenge_not_found: 404,
  webhook_not_found: 404,
  delivery_not_found: 404,
  method_not_allowed: 405,
  request_timeout: 408,
  card_terminated: 409,
  card_not_active: 409,
  card_not_frozen: 409,
  invalid_state: 409,
  challenge_expired: 409,
  idempotency_key_reused: 409,
  idempotency_key_in_use: 409,
  limit_reached: 409,
  payload_too_large: 413,
  headers_too_large: 431,
  rate_limited: 429,
  storage_full: 507,
  internal_error: 500,
  sandbox_unavailable: 503,
  account_quarantined: 503,
  // Faults on request (decision 024): the codes say they are simulated.
  simulated_internal_error: 500,
  simulated_unavailable: 503,
  simulated_rate_limit: 429,
  simulated_timeout: 504,
} as const;

/** An error code the service may answer. */
export type ErrorCode = keyof typeof ERROR_STATUS;

/**
 * Errors only `npm run serve` answers (server/): its /v1/api proxy when the card service cannot
 * be reached, and its card alerts (decision 025). Not the service's, so not in its error table or
 * its OpenAPI document; the same body shape, built by `errorBody`. Its other answers use the
 * service's codes (invalid_request, not_found, unauthorized, rate_limited, storage_full…).
 */
export const SERVER_ERROR_STATUS = {
  upstream_unavailable: 502,
  upstream_timeout: 504,
  /** POST /alerts/hooks with a hook id that exists: refused, never overwritten. */
  hook_id_taken: 409,
  /** POST /alerts/hooks from a client address that holds the most records allowed. */
  too_many_hooks: 429,
  /** POST /hooks/:id whose push the push service did not take (5xx, 429, unreachable): retry. */
  push_unavailable: 503,
  /** An alert route while the alerts' PostgreSQL cannot be reached (decision 046): retry. */
  alerts_unavailable: 503,
} as const;

/** An error code only npm run serve answers. */
export type ServerErrorCode = keyof typeof SERVER_ERROR_STATUS;

/** Codes the app's client makes itself, for failures that never reached a service's error body. */
export type ClientErrorCode =
  'network_error' | 'invalid_response' | 'generate_failed' | 'server_error' | 'http_error';

/** Every code an `ApiError` can carry; the app's words are keyed by this (src/api/error-words.ts). */
export type ApiErrorCode = ErrorCode | ServerErrorCode | ClientErrorCode;

const STATUS: Record<ErrorCode | ServerErrorCode, number> = {
  ...ERROR_STATUS,
  ...SERVER_ERROR_STATUS,
};

/** The one builder of an error body (the sandbox's answers, the demo's 503, npm run serve's). */
export function errorBody<C extends ErrorCode | ServerErrorCode>(
  code: C,
  message: string,
  requestId: string,
): ErrorBody & { error: C } {
  return { error: code, message, code: STATUS[code], request_id: requestId };
}
