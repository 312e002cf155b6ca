import * as z from 'zod/mini';
import { nullableTimestampSchema, timestampSchema, usdSchema } from './common';

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

export const DEPOSIT_CURRENCIES = ['btc', 'eth', 'sol', 'usdt'] as const;
export const depositCurrencySchema = z.enum(DEPOSIT_CURRENCIES);
export type DepositCurrency = z.infer<typeof depositCurrencySchema>;

/** Maps keyed by currency code. Partial: `?currency=` narrows them to one key. */
const currencyMap = z.record(z.string(), z.string());
export const depositAddressesSchema = z.looseObject({
  addresses: currencyMap,
  networks: currencyMap,
  min_deposit: currencyMap,
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

export type DepositFilters = { status?: DepositStatus; currency?: string };
