import type { ErrorBody } from './common';

/** Where the API lives below a server's origin: the app's default, the servers' and the document's. */
export const API_BASE_PATH = '/v1/api';

/**
 * Every error the service answers, with its HTTP status (decision 006, amendment of 2026-11-25).
 * The README's error table is this list. The body is the spec's `{ error, message, code, request_id }`,
 * built by `errorBody` below and nowhere else.
 */
export const ERROR_CODES = {
  invalid_json: { status: 400, meaning: 'The body is not valid JSON.' },
  invalid_request: {
    status: 400,
    meaning:
      'A parameter or body field is missing, of the wrong type, out of range or unknown; the message names it.',
  },
  invalid_amount: {
    status: 400,
    meaning:
      'An amount is not a positive number with at most two decimals, or is outside its bounds.',
  },
  insufficient_funds: {
    status: 400,
    meaning: 'The wallet balance is too low for the card creation or funding.',
  },
  insufficient_card_balance: {
    status: 400,
    meaning: 'A withdrawal asks for more than the card holds.',
  },
  invalid_bin: { status: 400, meaning: 'No BIN with that id exists.' },
  invalid_otp: { status: 400, meaning: 'The one-time code does not match the 3DS challenge.' },
  unauthorized: { status: 401, meaning: 'The X-Seed header is missing or the seed is unknown.' },
  not_found: { status: 404, meaning: 'No such route.' },
  card_not_found: { status: 404, meaning: 'No card with that id for this seed.' },
  transaction_not_found: { status: 404, meaning: 'No transaction with that id for this seed.' },
  deposit_not_found: { status: 404, meaning: 'No deposit with that id for this seed.' },
  challenge_not_found: { status: 404, meaning: 'No 3DS challenge with that id for this seed.' },
  webhook_not_found: { status: 404, meaning: 'No webhook with that id for this seed.' },
  method_not_allowed: { status: 405, meaning: 'The route exists but not for this HTTP method.' },
  request_timeout: {
    status: 408,
    meaning:
      'The headers (10 s) or the whole request (30 s) did not arrive in time (answered by the Node server).',
  },
  card_terminated: { status: 409, meaning: 'The card is terminated; termination is final.' },
  card_not_active: { status: 409, meaning: 'Only an active card can be frozen.' },
  card_not_frozen: { status: 409, meaning: 'Only a frozen card can be unfrozen.' },
  invalid_state: {
    status: 409,
    meaning: 'The deposit, transaction or challenge is not in a state that allows this action.',
  },
  challenge_expired: {
    status: 409,
    meaning: 'The 3DS challenge expired (5 minutes); the purchase was declined.',
  },
  idempotency_key_reused: {
    status: 409,
    meaning: 'The X-Idempotency-Key was used before with a different request.',
  },
  idempotency_key_in_use: {
    status: 409,
    meaning: 'A request with this X-Idempotency-Key is still being processed.',
  },
  limit_reached: { status: 409, meaning: 'An account limit was reached (e.g. 20 webhooks).' },
  payload_too_large: { status: 413, meaning: 'The body is larger than 64 KiB.' },
  headers_too_large: {
    status: 431,
    meaning: 'The request line and headers are larger than 16 KiB (answered by the Node server).',
  },
  rate_limited: {
    status: 429,
    meaning: 'A rate limit was exceeded; Retry-After says when to try again.',
  },
  storage_full: {
    status: 507,
    meaning:
      "The sandbox could not keep the change (the browser's storage for the site is full, or the disk); nothing was changed.",
  },
  internal_error: { status: 500, meaning: 'A bug in the sandbox.' },
  sandbox_unavailable: {
    status: 503,
    meaning: 'The in-browser sandbox of the demo could not start (answered by the demo page).',
  },
} as const;

/** An error code the service may answer. */
export type ErrorCode = keyof typeof ERROR_CODES;

/** Codes the app's client makes itself, for failures that never reached a service's error body. */
export type ClientErrorCode =
  'network_error' | 'invalid_response' | 'generate_failed' | 'server_error' | 'http_error';

/** Every code an `ApiError` can carry; the app's words are keyed by this (src/api/error-words.ts). */
export type ApiErrorCode = ErrorCode | ClientErrorCode;

/** The one builder of an error body (the sandbox's answers and the demo's 503 alike). */
export function errorBody(
  code: ErrorCode,
  message: string,
  requestId: string,
): ErrorBody & { error: ErrorCode } {
  return { error: code, message, code: ERROR_CODES[code].status, request_id: requestId };
}
