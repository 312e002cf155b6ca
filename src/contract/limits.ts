/**
 * The service's limits, declared once: the forms check them before sending, the sandbox enforces
 * them, the OpenAPI document and the messages quote them.
 */

/** `POST /cards/{id}/fund` (and the amount a new card starts with): $1.00 to $5,000.00. */
export const FUND_LIMITS = { minCents: 1_00, maxCents: 5_000_00 } as const;

/** Any other amount the sandbox takes (limits, withdrawals, simulated purchases): up to $1,000,000. */
export const AMOUNT_MAX_CENTS = 1_000_000_00;

/** A card's label. */
export const LABEL_MAX_LENGTH = 64;

/** List pages: `per_page` bounds and defaults. */
export const PER_PAGE = { min: 1, max: 100, cards: 25, transactions: 50 } as const;
export const MAX_PAGE = 1_000_000;

/** Rate limits of the spec, per seed. */
export const RATE_LIMITS = {
  perMinute: 1_000,
  perHour: 10_000,
  cardCreatesPerMinute: 50,
  detailsPerMinute: 30,
} as const;

/** The largest request body the service reads. */
export const BODY_LIMIT_BYTES = 64 * 1024;

/** A 3-D Secure one-time code is valid this long. */
export const OTP_VALIDITY_MS = 5 * 60_000;
