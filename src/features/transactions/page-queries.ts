import { cardQueries } from '../../api/cards';
import { transactionQueries } from '../../api/transactions';
import type { TransactionListFilters } from '../../api/transactions';
import { PER_PAGE_MAX } from '../../contract/limits';

/** Every card, to name each row's card and to filter by one. */
const allCards = () => cardQueries.list({ per_page: PER_PAGE_MAX });

/**
 * What the transaction pages ask first, for the pages and for their routes' prefetch
 * (app/routes/transactions.data.ts, transaction-report.data.ts): one call, the same keys
 * (decision 035).
 */
export const transactionsPageQueries = (filters: TransactionListFilters) => ({
  list: transactionQueries.list(filters),
  cards: allCards(),
});

export const reportPageQueries = (txnId: string) => ({
  detail: transactionQueries.detail(txnId),
  cards: allCards(),
});
