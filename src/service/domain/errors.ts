import { ERROR_STATUS, type ErrorCode } from '../../contract/errors';

export type { ErrorCode };

/**
 * What each error means. The codes and statuses live in the contract (decision 006): the app keys
 * its words by the same codes. The README's error table is this list.
 */
export const ERROR_MEANINGS: Record<ErrorCode, string> = {
  invalid_json: 'The body is not valid JSON.',
  invalid_request:
    'A parameter or body field is missing, of the wrong type, out of range or unknown; the message names it.',
  invalid_amount:
    'An amount is not a positive number with at most two decimals, or is outside its bounds.',
  insufficient_funds: 'The wallet balance is too low for the card creation or funding.',
  insufficient_card_balance: 'A withdrawal asks for more than the card holds.',
  invalid_bin: 'No BIN with that id exists.',
  invalid_otp: 'The one-time code does not match the 3DS challenge.',
  unauthorized: 'The X-Seed header is missing or the seed is unknown.',
  not_found: 'No such route.',
  card_not_found: 'No card with that id for this seed.',
  transaction_not_found: 'No transaction with that id for this seed.',
  deposit_not_found: 'No deposit with that id for this seed.',
  challenge_not_found: 'No 3DS challenge with that id for this seed.',
  webhook_not_found: 'No webhook with that id for this seed.',
  delivery_not_found:
    'No delivery with that id for this webhook in the delivery log (the last 200).',
  method_not_allowed: 'The route exists but not for this HTTP method.',
  request_timeout:
    'The headers (10 s) or the whole request (30 s) did not arrive in time (answered by the Node server).',
  card_terminated: 'The card is terminated; termination is final.',
  card_not_active: 'Only an active card can be frozen.',
  card_not_frozen: 'Only a frozen card can be unfrozen.',
  invalid_state: 'The deposit, transaction or challenge is not in a state that allows this action.',
  challenge_expired: 'The 3DS challenge expired (5 minutes); the purchase was declined.',
  idempotency_key_reused: 'The X-Idempotency-Key was used before with a different request.',
  idempotency_key_in_use: 'A request with this X-Idempotency-Key is still being processed.',
  limit_reached: 'An account limit was reached (e.g. 20 webhooks).',
  payload_too_large: 'The body is larger than 64 KiB.',
  headers_too_large:
    'The request line and headers are larger than 16 KiB (answered by the Node server).',
  rate_limited: 'A rate limit was exceeded; Retry-After says when to try again.',
  storage_full:
    "The sandbox could not keep the change (the browser's storage for the site is full, or the disk); nothing was changed.",
  internal_error: 'A bug in the sandbox.',
  sandbox_unavailable:
    "The demo's in-browser sandbox did not start, or a sandbox server cannot reach its PostgreSQL database.",
  account_quarantined:
    "The seed's account failed the check of the data file at start and is set apart (logged; its records are left as they were); every other account is served.",
  simulated_internal_error:
    'A fault asked for (X-Sandbox-Fault: 500 or POST /sandbox/faults); the request was not processed.',
  simulated_unavailable:
    'A fault asked for (503); the request was not processed. Retry-After says when to try again.',
  simulated_rate_limit:
    'A fault asked for (429); the request was not processed and no limit was used. Retry-After says when to try again.',
  simulated_timeout:
    'A fault asked for (timeout): the request was held (5 s unless asked, at most 10 s), then answered 504 without being processed.',
};

export const ERROR_CODES = Object.fromEntries(
  Object.entries(ERROR_STATUS).map(([code, status]) => [
    code,
    { status, meaning: ERROR_MEANINGS[code as ErrorCode] },
  ]),
) as { [C in ErrorCode]: { status: (typeof ERROR_STATUS)[C]; meaning: string } };

export class ServiceError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.code = code;
    this.status = ERROR_CODES[code].status;
    this.headers = headers;
  }
}

export const fail = (code: ErrorCode, message: string): never => {
  throw new ServiceError(code, message);
};
