import { getTransaction, listTransactions } from '../../domain/transactions';
import { pageView } from '../views/page';
import { transactionDetailView, transactionView } from '../views/transactions';
import { implement, type Handlers } from '../implement';
import { transactionOperations } from '../../../contract/transactions';
import { instantOf, queryCents } from '../validation';

export const transactionRoutes = {
  listTransactions: implement(transactionOperations.listTransactions, {
    // The contract reads the filters as a client writes them; the domain compares instants and cents.
    handle: ({ ctx, query }) =>
      pageView(
        listTransactions(ctx, {
          ...query,
          from: instantOf(query.from),
          to: instantOf(query.to),
          min_amount: queryCents(query.min_amount),
          max_amount: queryCents(query.max_amount),
        }),
        transactionView,
      ),
  }),
  getTransaction: implement(transactionOperations.getTransaction, {
    handle: ({ ctx, params }) => transactionDetailView(ctx.account, getTransaction(ctx, params.id)),
  }),
} satisfies Handlers<typeof transactionOperations>;
