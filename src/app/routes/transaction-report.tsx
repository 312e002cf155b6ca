import { useParams } from 'react-router';
import { TransactionReportPage } from '../../features/transactions/report/report-page';

export function Component() {
  const { txnId = '' } = useParams();
  return <TransactionReportPage txnId={txnId} />;
}
