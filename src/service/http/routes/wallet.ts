import { z } from 'zod';
import { binOperations } from '../../../contract/bins';
import {
  DEPOSIT_CURRENCIES,
  DEPOSIT_STATUSES,
  type DepositCurrency,
} from '../../../contract/wallet';
import { BINS, CURRENCIES } from '../../domain/catalogue';
import { listDeposits } from '../../domain/deposits';
import type { Account } from '../../domain/state';
import { binView, depositView, walletBalanceView } from '../views/wallet';
import { centsText } from '../../../contract/money';
import { implement, type Handlers } from '../implement';
import { walletOperations } from '../../../contract/wallet';
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

export const walletRoutes = {
  getWalletBalance: implement(walletOperations.getWalletBalance, {
    handle: ({ ctx }) => walletBalanceView(ctx.account),
  }),
  getDepositAddresses: implement(walletOperations.getDepositAddresses, {
    query: z.object({ currency: z.enum(DEPOSIT_CURRENCIES).optional() }),
    handle: ({ ctx, query }) => depositAddressesView(ctx.account, query.currency),
  }),
  listDeposits: implement(walletOperations.listDeposits, {
    query: z.object({
      status: z.enum(DEPOSIT_STATUSES).optional(),
      currency: queryText.optional(),
      ...pageQuery(DEPOSITS_PER_PAGE_DEFAULT),
    }),
    handle: ({ ctx, query }) => pageView(listDeposits(ctx, query), (d) => depositView(d, ctx.now)),
  }),
  listBins: implement(binOperations.listBins, {
    handle: ({ ctx }) => {
      void ctx; // a seed is required, as for every other resource
      return { data: BINS.map(binView) };
    },
  }),
} satisfies Handlers<typeof walletOperations & typeof binOperations>;
