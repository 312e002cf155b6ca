import * as z from 'zod/mini';
import { nullableTimestampSchema, timestampSchema, usdSchema } from './common';
import type { FundingAsset } from './generate';

export const walletBalanceSchema = z.looseObject({
  balance: usdSchema,
  currency: z.string(),
  pending_deposits: usdSchema,
  total_deposited: usdSchema,
  total_spent: usdSchema,
  cards_active: z.int(),
  cards_total_balance: usdSchema,
});
export type WalletBalance = z.infer<typeof walletBalanceSchema>;

/**
 * Deposit currencies: the spec's four (`btc`, `eth`, `sol`, `usdt` on ERC-20) and the two more
 * that generate offers as funding assets (`usdt-sol`, `xmr`) — every asset offered at sign-up can
 * be deposited (decision 002).
 */
export const DEPOSIT_CURRENCIES = ['btc', 'eth', 'sol', 'usdt', 'usdt-sol', 'xmr'] as const;
export const depositCurrencySchema = z.enum(DEPOSIT_CURRENCIES);
export type DepositCurrency = z.infer<typeof depositCurrencySchema>;

/** One account, one address per asset: the funding wallet of generate is the asset's deposit address. */
export const CURRENCY_OF_ASSET: Record<FundingAsset, DepositCurrency> = {
  BTC: 'btc',
  ETH: 'eth',
  SOL: 'sol',
  'USDT-ERC20': 'usdt',
  'USDT-SOL': 'usdt-sol',
  XMR: 'xmr',
};

/** Maps keyed by currency code. Partial: `?currency=` narrows them to one key. */
const currencyMap = z.record(z.string(), z.string());
export const depositAddressesSchema = z.looseObject({
  addresses: currencyMap,
  networks: currencyMap,
  min_deposit: currencyMap,
  /** Sandbox extra: the fee deducted when a deposit is credited, USD as a decimal string. */
  fee_usd: z.optional(currencyMap),
});
export type DepositAddresses = z.infer<typeof depositAddressesSchema>;

export const DEPOSIT_STATUSES = ['pending', 'confirmed', 'expired'] as const;
export const depositStatusSchema = z.enum(DEPOSIT_STATUSES);
export type DepositStatus = z.infer<typeof depositStatusSchema>;

export const depositSchema = z.looseObject({
  id: z.string(),
  currency: z.string(),
  amount_crypto: z.string(),
  amount_usd: usdSchema,
  fee_usd: usdSchema,
  credited_usd: usdSchema,
  status: depositStatusSchema,
  tx_hash: z.string(),
  confirmations: z.int(),
  created_at: timestampSchema,
  confirmed_at: nullableTimestampSchema,
  /** Sandbox extra: confirmations needed before the deposit is credited. */
  required_confirmations: z.optional(z.int()),
  expired_at: nullableTimestampSchema,
});
export type Deposit = z.infer<typeof depositSchema>;

export type DepositFilters = {
  status?: DepositStatus;
  currency?: string;
  page?: number;
  per_page?: number;
};
