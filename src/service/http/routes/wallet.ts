import { binOperations } from '../../../contract/bins';
import { DEPOSIT_CURRENCIES, type DepositCurrency } from '../../../contract/wallet';
import { BINS, CURRENCIES } from '../../domain/catalogue';
import { listDeposits } from '../../domain/deposits';
import type { Account } from '../../domain/state';
import { binView, depositView, walletBalanceView } from '../views/wallet';
import { centsText } from '../../../contract/money';
import { implement, type Handlers } from '../implement';
import { walletOperations } from '../../../contract/wallet';
import { pageView } from '../views/page';

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
    readQuery: ({ currency, ...unread }) => [currency, unread],
    handle: ({ ctx, query: currency }) => depositAddressesView(ctx.account, currency),
  }),
  listDeposits: implement(walletOperations.listDeposits, {
    readQuery: ({ status, currency, page, per_page, ...unread }) => [
      { status, currency, page, per_page },
      unread,
    ],
    handle: ({ ctx, query }) => pageView(listDeposits(ctx, query), (d) => depositView(d, ctx.now)),
  }),
  listBins: implement(binOperations.listBins, {
    handle: ({ ctx }) => {
      void ctx; // a seed is required, as for every other resource
      return { data: BINS.map(binView) };
    },
  }),
} satisfies Handlers<typeof walletOperations & typeof binOperations>;
