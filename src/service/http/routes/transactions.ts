import { z } from 'zod';
import { TRANSACTIONS_PER_PAGE_DEFAULT } from '../../../contract/limits';
import { TRANSACTION_TYPES } from '../../../contract/transactions';
import { getTransaction, listTransactions } from '../../domain/transactions';
import { pageView } from '../views/page';
import { transactionDetailView, transactionView } from '../views/transactions';
import { implement, type Handlers } from '../implement';
import { transactionOperations } from '../../../contract/transactions';
import { pageQuery, queryAmountCents, queryDate, queryText } from '../validation';

export const transactionRoutes = {
  listTransactions: implement(transactionOperations.listTransactions, {
    query: z.object({
      card_id: queryText.optional(),
      type: z.enum(TRANSACTION_TYPES).optional(),
      from: queryDate.optional().describe('ISO 8601'),
      to: queryDate.optional().describe('ISO 8601'),
      merchant: queryText.optional().describe('Partial match on the name'),
      min_amount: queryAmountCents.optional().describe('Compared with the absolute amount'),
      max_amount: queryAmountCents.optional().describe('Compared with the absolute amount'),
      ...pageQuery(TRANSACTIONS_PER_PAGE_DEFAULT),
    }),
    handle: ({ ctx, query }) => pageView(listTransactions(ctx, query), transactionView),
  }),
  getTransaction: implement(transactionOperations.getTransaction, {
    handle: ({ ctx, params }) => transactionDetailView(ctx.account, getTransaction(ctx, params.id)),
  }),
} satisfies Handlers<typeof transactionOperations>;
