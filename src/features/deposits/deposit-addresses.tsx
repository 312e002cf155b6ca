import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../api/errors';
import { walletQueries } from '../../api/wallet';
import { DEPOSIT_CURRENCIES } from '../../contract/fields';
import type { DepositCurrency } from '../../contract/wallet';
import { Alert } from '../../components/ui/alert';
import { Skeleton } from '../../components/ui/skeleton';
import { currencyOfAsset } from '../../lib/currencies';
import { useSession } from '../../lib/session';
import { AddressCard } from './address-card';
import { lookAlikesOf } from './look-alikes';

export function DepositAddresses() {
  const { t } = useLingui();
  const addresses = useQuery(walletQueries.depositAddresses());
  const { fundingWallet } = useSession();
  if (addresses.isPending) return <Skeleton className="h-64 w-full rounded-card" />;
  if (addresses.isError)
    return (
      <Alert tone="error" title={t`Could not load your deposit addresses`}>
        {errorMessage(addresses.error)}
      </Alert>
    );
  const data = addresses.data;
  const listed = DEPOSIT_CURRENCIES.filter((c) => data.addresses[c]);
  // The sign-up wallet is this account's funding address even where the service does not list
  // its asset (a provider may list only BTC, ETH, SOL and USDT).
  const signUp = fundingWallet ? currencyOfAsset(fundingWallet.asset) : null;
  const extra: DepositCurrency[] = signUp && !data.addresses[signUp] ? [signUp] : [];
  const offered = [...listed, ...extra];
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {offered.map((currency) => {
        const address = data.addresses[currency] ?? fundingWallet!.address;
        return (
          <AddressCard
            key={currency}
            currency={currency}
            address={address}
            network={data.networks[currency]}
            minimum={data.min_deposit[currency]}
            feeCents={data.fee_usd?.[currency]}
            isFunding={fundingWallet?.address === address}
            lookAlikes={lookAlikesOf(currency, offered).map((other) => ({
              currency: other,
              network: data.networks[other],
            }))}
          />
        );
      })}
    </div>
  );
}
