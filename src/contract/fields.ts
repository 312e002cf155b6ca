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
