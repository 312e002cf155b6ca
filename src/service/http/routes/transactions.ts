import { z } from 'zod';
import { TRANSACTIONS_PER_PAGE_DEFAULT } from '../../../contract/limits';
import {
  TRANSACTION_TYPES,
  transactionDetailSchema,
  transactionSchema,
} from '../../../contract/transactions';
import { getTransaction, listTransactions } from '../../domain/transactions';
import { pageView } from '../views/page';
import { transactionDetailView, transactionView } from '../views/transactions';
import { route } from '../route';
import { pageQuery, queryAmountCents, queryDate, queryText } from '../validation';

export const transactionRoutes = [
  route({
    operationId: 'listTransactions',
    method: 'get',
    path: '/transactions',
    summary: 'List transactions (newest first)',
    tag: 'Transactions',
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
    response: { list: transactionSchema, paginated: true },
    handle: ({ ctx, query }) => pageView(listTransactions(ctx, query), transactionView),
  }),
  route({
    operationId: 'getTransaction',
    method: 'get',
    path: '/transactions/:id',
    summary: 'A transaction with merchant details, MCC, 3DS status and timeline',
    tag: 'Transactions',
    response: { one: transactionDetailSchema },
    handle: ({ ctx, params }) =>
      transactionDetailView(ctx.account, getTransaction(ctx, params.id!)),
  }),
];
