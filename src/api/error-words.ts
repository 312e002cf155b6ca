import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The service's error codes in the person's language (decision 011): its `message` is English
 * and written for developers. A code not here (invalid_request, invalid_amount, invalid_state:
 * their message names the field or the state) keeps the service's words.
 */
export const ERROR_WORDS: Record<string, MessageDescriptor> = {
  insufficient_funds: msg`Your wallet balance is too low for this.`,
  insufficient_card_balance: msg`The card does not hold that much.`,
  invalid_bin: msg`That card type (BIN) does not exist. Choose another.`,
  invalid_otp: msg`That one-time code is not the right one.`,
  card_not_found: msg`No such card for this seed.`,
  transaction_not_found: msg`No such transaction for this seed.`,
  deposit_not_found: msg`No such deposit for this seed.`,
  challenge_not_found: msg`No such 3-D Secure check for this seed.`,
  webhook_not_found: msg`No such webhook for this seed.`,
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
};
