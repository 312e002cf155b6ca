import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../components/ui/page-header';
import { DepositAddresses } from './deposit-addresses';
import { DepositHistory } from './deposit-history';

export function DepositsPage() {
  const { t } = useLingui();
  return (
    <div className="space-y-6">
      <PageHeader
        title={t`Deposits`}
        description={t`Fund your wallet with crypto. Deposits are credited in USD once confirmed.`}
      />
      <DepositAddresses />
      <DepositHistory />
    </div>
  );
}
