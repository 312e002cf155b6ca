import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useAccountAsset } from '../../api/account-asset';
import { walletQueries } from '../../api/wallet';
import { PageHeader } from '../../components/ui/page-header';
import { DepositAddresses } from './deposit-addresses';
import { DepositHistory } from './deposit-history';

export function DepositsPage() {
  const { t } = useLingui();
  const asset = useAccountAsset();
  // Someone who has deposited comes back for the history: it follows their own address, above
  // the other assets (issue #48 item 15). While unknown it keeps that place, so nothing jumps
  // under a returning person's finger.
  const all = useQuery(walletQueries.deposits({}));
  const returning = all.isPending || (all.data?.data.length ?? 0) > 0;
  return (
    <div className="space-y-6">
      <PageHeader
        title={t`Deposits`}
        description={t`Fund your wallet with crypto. Deposits are credited in USD once confirmed.`}
      />
      <DepositAddresses
        own={asset.pending ? undefined : asset.currency}
        between={returning ? <DepositHistory /> : null}
      />
      {!returning && <DepositHistory />}
    </div>
  );
}
