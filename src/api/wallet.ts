import { queryOptions } from '@tanstack/react-query';
import { send } from './send';
import * as ops from './wire-readers.gen';
import { isApiError } from './errors';
import type { DepositCurrency, DepositFilters } from '../contract/wallet';
import { DEPOSITS_PER_PAGE_DEFAULT } from '../contract/limits';
import { askedPage } from './asked-page';

export const walletKeys = {
  all: ['wallet'] as const,
  balance: () => [...walletKeys.all, 'balance'] as const,
  depositAddresses: (currency?: DepositCurrency) =>
    [...walletKeys.all, 'deposit-address', currency ?? 'all'] as const,
  deposits: (filters: DepositFilters) => [...walletKeys.all, 'deposits', filters] as const,
  /** A new account's fees at sign-up, before its seed is the session's (the seed is never a key). */
  signUpFees: () => [...walletKeys.all, 'sign-up-fees'] as const,
};

export const walletApi = {
  balance: (signal?: AbortSignal) => send(ops.getWalletBalance, {}, { signal }),
  /** Checks a seed without signing in with it: resolves when the service knows it, throws ApiError (401) when not. */
  verifySeed: (seed: string) => send(ops.getWalletBalance, {}, { seed }),
  /**
   * The spelling of a typed seed the service accepts: as typed first (a provider's seeds may be
   * lowercase hex), then in capitals (the sandbox's are, and people type them in lower case).
   * Rejects with the first 401 when neither is known.
   */
  async acceptedSeed(typed: string): Promise<string> {
    const candidates = [...new Set([typed.trim(), typed.trim().toUpperCase()])];
    let firstError: unknown;
    for (const seed of candidates) {
      try {
        await walletApi.verifySeed(seed);
        return seed;
      } catch (error) {
        firstError ??= error;
        if (!(isApiError(error) && error.isUnauthorized)) throw error;
      }
    }
    throw firstError;
  },
  depositAddresses: (currency?: DepositCurrency, signal?: AbortSignal, seed?: string) =>
    send(ops.getDepositAddresses, { query: { currency } }, { signal, seed }),
  /** At most the page asked for, whatever the service sends (asked-page.ts, issue #47). */
  deposits: (filters: DepositFilters = {}, signal?: AbortSignal) =>
    send(
      ops.listDeposits,
      { query: filters },
      { signal, reader: askedPage(ops.depositPage, filters, DEPOSITS_PER_PAGE_DEFAULT) },
    ),
};

export const walletQueries = {
  balance: () =>
    queryOptions({
      queryKey: walletKeys.balance(),
      queryFn: ({ signal }) => walletApi.balance(signal),
    }),
  depositAddresses: (currency?: DepositCurrency) =>
    queryOptions({
      queryKey: walletKeys.depositAddresses(currency),
      queryFn: ({ signal }) => walletApi.depositAddresses(currency, signal),
      staleTime: 5 * 60_000,
    }),
  /** The fee of the asset chosen at sign-up, asked with the new seed (not yet signed in). */
  signUpFee: (seed: string, currency: DepositCurrency | null) =>
    // The seed is a password: it stays in the closure, never in the cache key.
    // eslint-disable-next-line @tanstack/query/exhaustive-deps
    queryOptions({
      queryKey: walletKeys.signUpFees(),
      queryFn: ({ signal }) => walletApi.depositAddresses(undefined, signal, seed),
      select: (data) => (currency ? data.fee_usd?.[currency] : undefined),
      enabled: currency !== null,
      gcTime: 0,
      retry: false,
    }),
  deposits: (filters: DepositFilters = {}) =>
    queryOptions({
      queryKey: walletKeys.deposits(filters),
      queryFn: ({ signal }) => walletApi.deposits(filters, signal),
      // Pending deposits settle on their own: keep polling while any is pending.
      refetchInterval: (query) =>
        query.state.data?.data.some((d) => d.status === 'pending') ? 5_000 : false,
    }),
};
