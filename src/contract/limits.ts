/**
 * The service's numeric rules, declared once: the dashboard's forms, the sandbox's validation and
 * the OpenAPI document read them from here. Money is in integer cents.
 */

/** One funding (card creation or top-up) moves $1.00 to $5,000.00 from the wallet to the card. */
export const FUND_MIN_CENTS = 1_00;
export const FUND_MAX_CENTS = 5_000_00;

/** Any other positive amount (withdraw, purchase, refund, simulated deposit): $0.01 to $1,000,000. */
export const AMOUNT_MIN_CENTS = 1;
export const AMOUNT_MAX_CENTS = 1_000_000_00;

/**
 * The most money one account holds: $1,000,000,000.00 (decision 023). Wallet, card balances and
 * the credit of pending deposits together, and any one card's total spent, never pass it: 1,000
 * deposits at the largest amount (AMOUNT_MAX_CENTS). Far below 2^53 (about 90,000 times), so every
 * sum the service makes over an account's records (20,000 transactions of at most $1,000,000 each,
 * 5,000 deposits) is an exact integer. Snapshot files and the operations read it from here.
 */
export const MONEY_MAX_CENTS = 1_000_000_000_00;

/** Spending limit and auto-freeze threshold: $0 to $1,000,000. */
export const CARD_LIMIT_MAX_CENTS = 1_000_000_00;

/** Card labels. */
export const LABEL_MAX_LENGTH = 64;

/** List pages: `per_page` bounds and defaults per list. */
export const PAGE_MAX = 1_000_000;
export const PER_PAGE_MIN = 1;
export const PER_PAGE_MAX = 100;
export const CARDS_PER_PAGE_DEFAULT = 25;
export const TRANSACTIONS_PER_PAGE_DEFAULT = 50;
export const DEPOSITS_PER_PAGE_DEFAULT = 50;

/** Requests per seed: overall, per hour, card creations and card-detail reveals (spec, "Rate limits"). */
export type RateLimits = {
  perMinute: number;
  perHour: number;
  cardCreatesPerMinute: number;
  detailsPerMinute: number;
};
export const RATE_LIMITS: RateLimits = {
  perMinute: 1000,
  perHour: 10_000,
  cardCreatesPerMinute: 50,
  detailsPerMinute: 30,
};

/** The largest request body the service reads (and the serve proxy forwards): 64 KiB. */
export const BODY_LIMIT_BYTES = 64 * 1024;
