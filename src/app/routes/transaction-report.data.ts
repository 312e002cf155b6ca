import { reportPageQueries } from '../../features/transactions/page-queries';
import type { PageQueries } from '../page';

export const queries: PageQueries = ({ params }) =>
  Object.values(reportPageQueries(params.txnId ?? ''));
