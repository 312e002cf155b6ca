/**
 * Card alerts by Web Push (issue #34, decision 025): what a device may choose, the webhook events
 * each choice needs, and the limits the production server enforces on registrations.
 */
export const ALERT_KINDS = [
  'approved',
  'declined',
  'refunded',
  'three_ds',
  'deposit_confirmed',
  'auto_frozen',
  'low_balance',
] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** The service's webhook events a kind listens to (low balance reads `balance_after`). */
export const ALERT_EVENTS: Record<AlertKind, string> = {
  approved: 'transaction.authorized',
  declined: 'transaction.declined',
  refunded: 'transaction.refunded',
  three_ds: '3ds.challenge',
  deposit_confirmed: 'deposit.confirmed',
  auto_frozen: 'card.frozen',
  low_balance: 'transaction.authorized',
};

/** Below this card balance (USD) after a purchase, a "low balance" alert is sent. */
export const ALERT_LOW_BALANCE_USD = 10;

export const ALERT_LANGUAGES = ['en', 'fr', 'es', 'ru', 'vi'] as const;
export type AlertLanguage = (typeof ALERT_LANGUAGES)[number];

/** `/hooks/<id>`: 22 to 64 URL-safe characters, at least 128 random bits from the page. */
export const HOOK_ID_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;
/** The header that proves a removal comes from the device that registered the hook. */
export const ALERT_SECRET_HEADER = 'X-Alert-Secret';
/** The largest registration and the largest webhook body the server reads. */
export const ALERT_REGISTRATION_MAX_BYTES = 4 * 1024;
export const ALERT_HOOK_BODY_MAX_BYTES = 64 * 1024;

/** The service's webhook events for a set of alert kinds (no duplicates). */
export function eventsFor(kinds: readonly AlertKind[]): string[] {
  return [...new Set(kinds.map((kind) => ALERT_EVENTS[kind]))];
}
