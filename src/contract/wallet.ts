import * as z from 'zod/mini';
import { idSchema } from './ids';
import { named } from './named';
import { DEPOSIT_CURRENCIES } from './fields';
import { nullableTimestampSchema, timestampSchema, usdSchema, usdTextSchema } from './common';
import { operation, type QueryOf } from './operation';
import { DEPOSITS_PER_PAGE_DEFAULT } from './limits';
import { pageQuery, queryText } from './request-fields';

export const walletBalanceSchema = z.looseObject({
  balance: usdSchema,
  currency: z.string(),
  pending_deposits: usdSchema,
  total_deposited: usdSchema,
  total_spent: usdSchema,
  cards_active: z.int(),
  cards_total_balance: usdSchema,
});
named('WalletBalance', walletBalanceSchema);
export type WalletBalance = z.infer<typeof walletBalanceSchema>;

/** Deposit currencies and the one address per asset: declared in fields.ts (no zod needed). */
export { CURRENCY_OF_ASSET, DEPOSIT_CURRENCIES, type DepositCurrency } from './fields';
export const depositCurrencySchema = z.enum(DEPOSIT_CURRENCIES);

/** Maps keyed by currency code. Partial: `?currency=` narrows them to one key. */
const currencyMap = z.record(z.string(), z.string());
export const depositAddressesSchema = z.looseObject({
  addresses: currencyMap,
  networks: currencyMap,
  min_deposit: currencyMap,
  /** Sandbox extra: the fee deducted when a deposit is credited, USD as a decimal string (cents once read). */
  fee_usd: z.optional(z.record(z.string(), usdTextSchema)),
});
named('DepositAddresses', depositAddressesSchema);
export type DepositAddresses = z.infer<typeof depositAddressesSchema>;

import { DEPOSIT_STATUSES } from './fields';
export { DEPOSIT_STATUSES };
export const depositStatusSchema = z.enum(DEPOSIT_STATUSES);
export type DepositStatus = z.infer<typeof depositStatusSchema>;

export const depositSchema = z.looseObject({
  id: idSchema('dep'),
  currency: z.string(),
  amount_crypto: z.string(),
  /** The `_usd` fields keep the wire's names; like every amount, they hold cents once read (decision 006). */
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
  /**
   * Sandbox extra: why an expired deposit expired (`below_minimum`, `not_confirmed`); text, so a
   * provider's own reasons still read. Sent by the sandbox, named here since check-live saw it
   * (decision 041).
   */
  expired_reason: z.optional(z.nullable(z.string())),
});
named('Deposit', depositSchema);
export type Deposit = z.infer<typeof depositSchema>;

export const walletOperations = {
  getWalletBalance: operation()({
    method: 'get',
    path: '/wallet/balance',
    summary: 'Wallet balance',
    tag: 'Wallet',
    response: { one: walletBalanceSchema },
    errors: [],
  }),
  getDepositAddresses: operation()({
    method: 'get',
    path: '/wallet/deposit-address',
    summary: 'Deposit addresses, networks and minimums',
    tag: 'Wallet',
    query: z.object({ currency: z.optional(z.enum(DEPOSIT_CURRENCIES)) }),
    response: { one: depositAddressesSchema },
    errors: [],
  }),
  listDeposits: operation()({
    method: 'get',
    path: '/wallet/deposits',
    summary: 'Deposit history',
    tag: 'Wallet',
    query: z.object({
      status: z.optional(depositStatusSchema),
      currency: z.optional(queryText),
      ...pageQuery(DEPOSITS_PER_PAGE_DEFAULT),
    }),
    response: { list: depositSchema, paginated: true },
    errors: [],
  }),
};

/** The deposit history's filters as a client writes them, inferred (decision 034). */
export type DepositFilters = QueryOf<(typeof walletOperations)['listDeposits']>;
