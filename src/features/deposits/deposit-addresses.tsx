import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { errorMessage } from '../../api/errors';
import { walletQueries } from '../../api/wallet';
import { DEPOSIT_CURRENCIES } from '../../contract/fields';
import type { DepositAddresses as Addresses, DepositCurrency } from '../../contract/wallet';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { currencyOfAsset } from '../../lib/currencies';
import { useSession, type FundingWallet } from '../../lib/session';
import { AddressCard } from './address-card';
import { lookAlikesOf } from './look-alikes';

/**
 * The account's own asset first, then `between` (the history, for someone who has deposited),
 * then the other assets on demand (issue #48 item 15: a phone shows one address, not six). An
 * account whose asset is not known yet sees them all.
 */
export function DepositAddresses({
  own,
  between,
}: {
  /** undefined while it is being found out (useAccountAsset). */
  own: DepositCurrency | null | undefined;
  between?: ReactNode;
}) {
  const { t } = useLingui();
  const addresses = useQuery(walletQueries.depositAddresses());
  const { fundingWallet } = useSession();
  if (addresses.isPending || own === undefined)
    return <Skeleton className="h-64 w-full rounded-card" />;
  if (addresses.isError)
    return (
      <Alert tone="error" title={t`Could not load your deposit addresses`}>
        {errorMessage(addresses.error)}
      </Alert>
    );
  const offered = offeredOf(addresses.data, fundingWallet);
  const card = (currency: DepositCurrency) => (
    <Card key={currency} currency={currency} data={addresses.data} offered={offered} />
  );
  const first = own && offered.includes(own) ? own : null;
  if (!first)
    return (
      <>
        <div className="grid gap-4 md:grid-cols-2">{offered.map(card)}</div>
        {between}
      </>
    );
  return (
    <>
      {/* Full width, as the history under it: not half a row beside nothing. */}
      {card(first)}
      {between}
      <OtherAssets>{offered.filter((c) => c !== first).map(card)}</OtherAssets>
    </>
  );
}

/** The service's currencies, and the sign-up wallet's even where a provider does not list it. */
function offeredOf(data: Addresses, fundingWallet: FundingWallet | null): DepositCurrency[] {
  const listed = DEPOSIT_CURRENCIES.filter((c) => data.addresses[c]);
  const signUp = fundingWallet ? currencyOfAsset(fundingWallet.asset) : null;
  return signUp && !data.addresses[signUp] ? [...listed, signUp] : listed;
}

function Card({
  currency,
  data,
  offered,
}: {
  currency: DepositCurrency;
  data: Addresses;
  offered: DepositCurrency[];
}) {
  const { fundingWallet } = useSession();
  const address = data.addresses[currency] ?? fundingWallet!.address;
  return (
    <AddressCard
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
}

/** The other assets' addresses behind one button: shown only when asked for. */
function OtherAssets({ children }: { children: ReactNode[] }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const id = useId();
  if (children.length === 0) return null;
  const count = children.length;
  return (
    <section aria-label={t`Other assets`} className="space-y-3">
      <Button
        variant="secondary"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {open ? <Trans>Hide other assets</Trans> : <Trans>Other assets ({count})</Trans>}
      </Button>
      <div id={id} hidden={!open} className="grid gap-4 md:grid-cols-2">
        {open && children}
      </div>
    </section>
  );
}
