import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ApiErrorCode } from '../contract/errors';

/**
 * The service's error codes in the person's language (decision 011): its `message` is English
 * and written for developers. Keyed by every code the contract and the client know, so a new or
 * renamed code does not compile until it has words here (issue #30). `null` keeps the service's
 * words: their message names the field, the state or the limit.
 */
export const ERROR_WORDS: Record<ApiErrorCode, MessageDescriptor | null> = {
  insufficient_funds: msg`Your wallet balance is too low for this.`,
  insufficient_card_balance: msg`The card does not hold that much.`,
  invalid_bin: msg`That card type (BIN) does not exist. Choose another.`,
  invalid_otp: msg`That one-time code is not the right one.`,
  card_not_found: msg`No such card for this seed.`,
  transaction_not_found: msg`No such transaction for this seed.`,
  deposit_not_found: msg`No such deposit for this seed.`,
  challenge_not_found: msg`No such 3-D Secure check for this seed.`,
  webhook_not_found: msg`No such webhook for this seed.`,
  delivery_not_found: msg`That delivery is no longer in the log.`,
  card_terminated: msg`This card is terminated: nothing can be done with it any more.`,
  card_not_active: msg`Only an active card can be frozen.`,
  card_not_frozen: msg`Only a frozen card can be unfrozen.`,
  challenge_expired: msg`This 3-D Secure check expired after 5 minutes; the purchase was declined.`,
  idempotency_key_in_use: msg`The same request is still being processed. Wait a moment.`,
  limit_reached: msg`A limit of your account was reached.`,
  payload_too_large: msg`That is too much to send at once.`,
  rate_limited: msg`Too many requests in a short time.`,
  storage_full: msg`There is no room left to save this change, so it was not made. Free some space (or reset the demo data in Settings) and try again.`,
  internal_error: msg`The card service failed. Try again in a moment.`,
  network_error: msg`Could not reach the card service. Check your connection and try again.`,
  // Faults asked for in the Sandbox panel or by an integrator (decision 024): said as simulated.
  simulated_internal_error: msg`The card service failed (simulated by the sandbox). Try again in a moment.`,
  simulated_unavailable: msg`The card service is unavailable for a moment (simulated by the sandbox).`,
  simulated_rate_limit: msg`Too many requests (simulated by the sandbox).`,
  simulated_timeout: msg`The card service took too long to answer (simulated by the sandbox). Try again in a moment.`,
  invalid_json: null,
  invalid_request: null,
  invalid_amount: null,
  invalid_state: null,
  unauthorized: null,
  not_found: null,
  method_not_allowed: null,
  request_timeout: null,
  idempotency_key_reused: null,
  headers_too_large: null,
  sandbox_unavailable: null,
  account_quarantined: null,
  invalid_response: null,
  generate_failed: null,
  server_error: null,
  http_error: null,
  // npm run serve's own (decision 025): the proxy's message names what failed; the alert routes'
  // answers are read by their status only (alerts-device.ts).
  upstream_unavailable: null,
  upstream_timeout: null,
  hook_id_taken: null,
  too_many_hooks: null,
  push_unavailable: null,
  alerts_unavailable: null,
};
