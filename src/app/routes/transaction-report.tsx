import { useParams } from 'react-router';
import { TransactionReportPage } from '../../features/transactions/report/report-page';
import type { PageRoute } from '../page';

export const route = {
  path: '/transactions/:txnId/report',
} satisfies PageRoute;

export function Component() {
  const { txnId = '' } = useParams();
  return <TransactionReportPage txnId={txnId} />;
}
