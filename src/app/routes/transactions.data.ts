import { transactionsPageQueries } from '../../features/transactions/page-queries';
import {
  parseTransactionView,
  viewToFilters,
} from '../../features/transactions/transaction-params';
import type { PageQueries } from '../page';

export const queries: PageQueries = ({ search }) =>
  Object.values(transactionsPageQueries(viewToFilters(parseTransactionView(search))));
