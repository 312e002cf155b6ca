import { PageHeader } from '../../components/ui/page-header';
import { DepositAddresses } from './deposit-addresses';
import { DepositHistory } from './deposit-history';

export function DepositsPage() {
  return (
    <div className="space-y-6">
      <PageHeader
        title="Deposits"
        description="Fund your wallet with crypto. Deposits are credited in USD once confirmed."
      />
      <DepositAddresses />
      <DepositHistory />
    </div>
  );
}
