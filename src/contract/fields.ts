/**
 * Field rules that need no schema library: the public pages (sign-in, welcome) check input with
 * these and load zod only with the API client, after the first paint (decision 005).
 */

export const FUNDING_ASSETS = ['BTC', 'ETH', 'USDT-ERC20', 'USDT-SOL', 'SOL', 'XMR'] as const;
export type FundingAsset = (typeof FUNDING_ASSETS)[number];

export const NETWORKS = ['visa', 'mastercard'] as const;

export const SEED_PATTERN = /^[A-Za-z0-9]{4}(-[A-Za-z0-9]{4}){3}$/;
export const SEED_FORMAT_MESSAGE =
  'A seed is four groups of four letters or digits separated by hyphens';

/**
 * Deposit currencies: the spec's four plus the two that generate offers as funding assets
 * (`usdt-sol`, `xmr`) — every asset offered at sign-up can be deposited (decision 002).
 */
export const DEPOSIT_CURRENCIES = ['btc', 'eth', 'sol', 'usdt', 'usdt-sol', 'xmr'] as const;
export type DepositCurrency = (typeof DEPOSIT_CURRENCIES)[number];

/** One account, one address per asset: the funding wallet of generate is the asset's deposit address. */
export const CURRENCY_OF_ASSET: Record<FundingAsset, DepositCurrency> = {
  BTC: 'btc',
  ETH: 'eth',
  SOL: 'sol',
  'USDT-ERC20': 'usdt',
  'USDT-SOL': 'usdt-sol',
  XMR: 'xmr',
};

/** Enumerations the app shows as choices (their schemas are in the modules that re-export them). */
export const CARD_STATUSES = ['active', 'frozen', 'terminated'] as const;
export const CARD_SORTS = ['created_at', 'balance', 'last_used'] as const;
export const CHALLENGE_STATUSES = ['pending', 'completed', 'expired'] as const;
export const TRANSACTION_TYPES = ['authorization', 'settlement', 'refund', 'decline'] as const;
/** Merchant categories the sandbox uses (and the card settings offer for `allowed_categories`). */
export const MERCHANT_CATEGORIES = [
  'advertising',
  'software',
  'digital_services',
  'ecommerce',
  'travel',
  'food_and_drink',
  'groceries',
  'entertainment',
  'gaming',
  'transport',
  'utilities',
] as const;
export type MerchantCategory = (typeof MERCHANT_CATEGORIES)[number];
/**
 * One of the contract's categories, the only ones a card may be limited to (`PATCH /cards/:id`); a
 * transaction's category is any text (a live provider may send its own).
 */
export const isMerchantCategory = (text: string): text is MerchantCategory =>
  (MERCHANT_CATEGORIES as readonly string[]).includes(text);
export const WEBHOOK_EVENTS = [
  'card.created',
  'card.frozen',
  'card.unfrozen',
  'card.terminated',
  'card.funded',
  'transaction.authorized',
  'transaction.settled',
  'transaction.declined',
  'transaction.refunded',
  '3ds.challenge',
  'deposit.pending',
  'deposit.confirmed',
] as const;
export const DEPOSIT_STATUSES = ['pending', 'confirmed', 'expired'] as const;
