import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { cardQueries } from '../api/cards';
import { threeDsQueries } from '../api/three-ds';
import { transactionQueries } from '../api/transactions';
import { walletQueries } from '../api/wallet';
import { webhookQueries } from '../api/webhooks';
import { parseCardListParams } from '../features/cards/use-card-list-params';
import { parseTransactionView, viewToFilters } from '../features/transactions/transaction-params';
import { env } from '../lib/env';
import { readConnection } from '../lib/connection';
import { tabClient } from './query-provider';
import { PER_PAGE_MAX } from '../contract/limits';

type Start = (client: QueryClient, params: Params, search: URLSearchParams) => unknown;

/**
 * What each signed-in page asks first, with the same query options its components use (the same
 * keys: the component finds the request under way and waits for it instead of sending another).
 * `prefetchQuery` fetches only what is missing or stale and never throws: the page's own query
 * shows a failure. A page whose URL filters this module cannot read (deposits, 3-D Secure) starts
 * its unfiltered queries only when the URL has none.
 */
const routeQueries = {
  overview: (c) => [
    c.prefetchQuery(cardQueries.list({ per_page: 5 })),
    c.prefetchQuery(walletQueries.balance()),
  ],
  cards: (c, _params, search) => c.prefetchQuery(cardQueries.list(parseCardListParams(search))),
  cardDetail: (c, { cardId = '' }) => [
    c.prefetchQuery(cardQueries.detail(cardId)),
    c.prefetchQuery(transactionQueries.list({ card_id: cardId, per_page: 50 })),
  ],
  transactions: (c, _params, search) => [
    c.prefetchQuery(transactionQueries.list(viewToFilters(parseTransactionView(search)))),
    c.prefetchQuery(cardQueries.list({ per_page: PER_PAGE_MAX })),
  ],
  transactionReport: (c, { txnId = '' }) => [
    c.prefetchQuery(transactionQueries.detail(txnId)),
    c.prefetchQuery(cardQueries.list({ per_page: PER_PAGE_MAX })),
  ],
  deposits: (c, _params, search) => [
    c.prefetchQuery(walletQueries.depositAddresses()),
    search.toString() ? null : c.prefetchQuery(walletQueries.deposits({})),
  ],
  threeDs: (c, _params, search) =>
    search.toString()
      ? null
      : [
          c.prefetchQuery(threeDsQueries.list({ status: 'pending' }, { pollMs: 3000 })),
          c.prefetchQuery(threeDsQueries.list({}, { pollMs: 10_000 })),
          c.prefetchQuery(cardQueries.list({ per_page: PER_PAGE_MAX })),
        ],
  webhooks: (c) => c.prefetchQuery(webhookQueries.list()),
} satisfies Record<string, Start>;

export type RoutePage = keyof typeof routeQueries;

/** Starts a page's queries in the tab's client (made here when navigation comes first). */
export function startRouteQueries(page: RoutePage, params: Params, search: URLSearchParams): void {
  routeQueries[page](tabClient(readConnection(env).mode === 'demo'), params, search);
}
