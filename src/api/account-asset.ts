import { useQuery } from '@tanstack/react-query';
import { DEPOSIT_CURRENCIES } from '../contract/fields';
import type { DepositCurrency } from '../contract/wallet';
import { currencyOfAsset } from '../lib/currencies';
import { useSession } from '../lib/session';
import { walletQueries } from './wallet';

const known = (currency: string): currency is DepositCurrency =>
  (DEPOSIT_CURRENCIES as readonly string[]).includes(currency);

/**
 * The asset this account is funded with: the one chosen at sign-up, else that of its latest
 * deposit (a seed signed in on another device); null for an account with neither. The Deposits
 * page leads with it and the Sandbox panel's deposit starts on it (issue #48 items 15, polish).
 */
export function useAccountAsset(): { currency: DepositCurrency | null; pending: boolean } {
  const { fundingWallet } = useSession();
  const signUp = fundingWallet ? currencyOfAsset(fundingWallet.asset) : null;
  // The history's own first page when it has no filters: asked once for both.
  const deposits = useQuery({ ...walletQueries.deposits({}), enabled: signUp === null });
  if (signUp) return { currency: signUp, pending: false };
  const latest = deposits.data?.data[0]?.currency;
  return { currency: latest && known(latest) ? latest : null, pending: deposits.isPending };
}
