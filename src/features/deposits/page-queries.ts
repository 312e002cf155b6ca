import { walletQueries } from '../../api/wallet';

/**
 * What the deposits page asks whatever its URL, for the page and for the route's prefetch
 * (app/routes/deposits.data.ts): one call, the same keys (decision 035). The history's filtered
 * list (deposit-history.tsx) is asked by the history itself.
 */
export const depositsPageQueries = () => ({
  /** The addresses card and the history's rows both read them. */
  addresses: walletQueries.depositAddresses(),
  /** Every deposit: whether the person has deposited before (deposits-page.tsx). */
  all: walletQueries.deposits({}),
});
