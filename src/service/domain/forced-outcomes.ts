import { FORCEABLE_DECLINE_CODES, type ForceableDeclineCode } from '../../contract/sandbox-tools';
import type { DeclineCode } from './catalogue';

/**
 * Forced outcomes (decision 040), Stripe's test cards' idea: a purchase from a merchant with one
 * of these reserved names ends the same way every time, whatever the card. Exact names, case and
 * all; any other name follows the authorization rules.
 */
export const FORCE_DECLINE_PREFIX = 'sandbox:decline:';
/** A purchase from this merchant asks for 3-D Secure, as if `three_ds` were true. */
export const FORCE_THREE_DS_MERCHANT = 'sandbox:3ds';

// Every forceable code is one the authorization rules can answer.
FORCEABLE_DECLINE_CODES satisfies readonly DeclineCode[];

/** The reserved merchant name that forces `code`. */
export const forcedDeclineMerchant = (code: ForceableDeclineCode) =>
  `${FORCE_DECLINE_PREFIX}${code}`;

/** The decline a reserved merchant name forces, or null. */
export function forcedDecline(merchantName: string): ForceableDeclineCode | null {
  if (!merchantName.startsWith(FORCE_DECLINE_PREFIX)) return null;
  const code = merchantName.slice(FORCE_DECLINE_PREFIX.length);
  return (FORCEABLE_DECLINE_CODES as readonly string[]).includes(code)
    ? (code as ForceableDeclineCode)
    : null;
}

/** Whether the merchant's name asks for 3-D Secure. */
export const forcesThreeDs = (merchantName: string) => merchantName === FORCE_THREE_DS_MERCHANT;
