import { getTransaction, listTransactions } from '../../domain/transactions';
import { pageView } from '../views/page';
import { transactionDetailView, transactionView } from '../views/transactions';
import { implement, type Handlers } from '../implement';
import { transactionOperations } from '../../../contract/transactions';
import { instantOf, queryCents } from '../validation';

export const transactionRoutes = {
  listTransactions: implement(transactionOperations.listTransactions, {
    // The contract reads the filters as a client writes them; the domain compares instants and cents.
    readQuery: ({
      from,
      to,
      min_amount,
      max_amount,
      card_id,
      type,
      merchant,
      page,
      per_page,
      ...unread
    }) => [
      {
        card_id,
        type,
        merchant,
        page,
        per_page,
        from: instantOf(from),
        to: instantOf(to),
        min_amount: queryCents(min_amount),
        max_amount: queryCents(max_amount),
      },
      unread,
    ],
    handle: ({ ctx, query }) => pageView(listTransactions(ctx, query), transactionView),
  }),
  getTransaction: implement(transactionOperations.getTransaction, {
    handle: ({ ctx, params }) => transactionDetailView(ctx.account, getTransaction(ctx, params.id)),
  }),
} satisfies Handlers<typeof transactionOperations>;
