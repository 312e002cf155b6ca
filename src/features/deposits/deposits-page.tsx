import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useAccountAsset } from '../../api/account-asset';
import { useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { PageHeader } from '../../components/ui/page-header';
import { readDepositNeed } from '../../lib/deposit-need';
import { formatCents } from '../../lib/money';
import { DepositAddresses } from './deposit-addresses';
import { DepositHistory } from './deposit-history';
import { depositsPageQueries } from './page-queries';

export function DepositsPage() {
  const { t } = useLingui();
  const asset = useAccountAsset();
  // Someone who has deposited comes back for the history: it follows their own address, above
  // the other assets (issue #48 item 15). While unknown it keeps that place, so nothing jumps
  // under a returning person's finger.
  const all = useQuery(depositsPageQueries().all);
  const returning = all.isPending || (all.data?.data.length ?? 0) > 0;
  // Sent here to cover a shortfall (the subscription radar, decision 026): the sum, said first.
  const need = readDepositNeed(useSearchParams()[0]);
  return (
    <div className="space-y-6">
      <PageHeader
        title={t`Deposits`}
        description={t`Fund your wallet with crypto. Deposits are credited in USD once confirmed.`}
      />
      {need !== undefined && (
        <Alert tone="info" title={t`Your wallet needs ${formatCents(need)} more`}>
          {t`Send it to your address below; each address says what to send, its fee included.`}
        </Alert>
      )}
      <DepositAddresses
        own={asset.pending ? undefined : asset.currency}
        between={returning ? <DepositHistory /> : null}
      />
      {!returning && <DepositHistory />}
    </div>
  );
}
