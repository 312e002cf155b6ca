import { z } from 'zod';
import { binSchema } from '../../../contract/bins';
import {
  DEPOSIT_CURRENCIES,
  DEPOSIT_STATUSES,
  depositAddressesSchema,
  type DepositCurrency,
  depositSchema,
  walletBalanceSchema,
} from '../../../contract/wallet';
import { BINS, CURRENCIES } from '../../domain/catalogue';
import { listDeposits } from '../../domain/deposits';
import type { Account } from '../../domain/state';
import { binView, depositView, walletBalanceView } from '../views/wallet';
import { centsText } from '../../../contract/money';
import { route } from '../route';
import { pageQuery, queryText } from '../validation';
import { pageView } from '../views/page';
import { DEPOSITS_PER_PAGE_DEFAULT } from '../../../contract/limits';

/** `GET /wallet/deposit-address`: the account's addresses, networks and minimums, maybe for one currency. */
function depositAddressesView(account: Account, currency?: DepositCurrency) {
  const list = currency ? [currency] : [...DEPOSIT_CURRENCIES];
  return {
    addresses: Object.fromEntries(list.map((c) => [c, account.addresses[c]])),
    networks: Object.fromEntries(list.map((c) => [c, CURRENCIES[c].network])),
    min_deposit: Object.fromEntries(list.map((c) => [c, CURRENCIES[c].minText])),
    fee_usd: Object.fromEntries(list.map((c) => [c, centsText(CURRENCIES[c].feeCents)])),
  };
}

export const walletRoutes = [
  route({
    operationId: 'getWalletBalance',
    method: 'get',
    path: '/wallet/balance',
    summary: 'Wallet balance',
    tag: 'Wallet',
    response: { one: walletBalanceSchema },
    handle: ({ ctx }) => walletBalanceView(ctx.account),
  }),
  route({
    operationId: 'getDepositAddresses',
    method: 'get',
    path: '/wallet/deposit-address',
    summary: 'Deposit addresses, networks and minimums',
    tag: 'Wallet',
    query: z.object({ currency: z.enum(DEPOSIT_CURRENCIES).optional() }),
    response: { one: depositAddressesSchema },
    handle: ({ ctx, query }) => depositAddressesView(ctx.account, query.currency),
  }),
  route({
    operationId: 'listDeposits',
    method: 'get',
    path: '/wallet/deposits',
    summary: 'Deposit history',
    tag: 'Wallet',
    query: z.object({
      status: z.enum(DEPOSIT_STATUSES).optional(),
      currency: queryText.optional(),
      ...pageQuery(DEPOSITS_PER_PAGE_DEFAULT),
    }),
    response: { list: depositSchema, paginated: true },
    handle: ({ ctx, query }) => pageView(listDeposits(ctx, query), (d) => depositView(d, ctx.now)),
  }),
  route({
    operationId: 'listBins',
    method: 'get',
    path: '/bins',
    summary: 'Available BINs',
    tag: 'BINs',
    response: { list: binSchema },
    handle: ({ ctx }) => {
      void ctx; // a seed is required, as for every other resource
      return { data: BINS.map(binView) };
    },
  }),
];
