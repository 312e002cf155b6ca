import { msg } from '@lingui/core/macro';
import { paths } from '../lib/paths';

/**
 * Every page is its own lazily loaded chunk (loaded by the router, or early on intent: NAV_ITEMS).
 * A module of its own, so the layout (navigation) and the router (routes.tsx) both use it without
 * importing each other.
 */
export const pages = {
  welcome: () => import('./routes/welcome'),
  signIn: () => import('./routes/sign-in'),
  settings: () => import('./routes/settings'),
  overview: () => import('./routes/overview'),
  cards: () => import('./routes/cards'),
  cardDetail: () => import('./routes/card-detail'),
  transactions: () => import('./routes/transactions'),
  transactionReport: () => import('./routes/transaction-report'),
  deposits: () => import('./routes/deposits'),
  threeDs: () => import('./routes/three-ds'),
  webhooks: () => import('./routes/webhooks'),
  notFound: () => import('./routes/not-found'),
};

/** The main navigation: each item fetches its page's chunk on hover, focus or touch. */
export const NAV_ITEMS = [
  { to: paths.overview, label: msg`Overview`, load: pages.overview },
  { to: paths.cards, label: msg`Cards`, load: pages.cards },
  { to: paths.transactions(), label: msg`Transactions`, load: pages.transactions },
  { to: paths.deposits, label: msg`Deposits`, load: pages.deposits },
  { to: paths.threeDs, label: msg`3DS`, load: pages.threeDs },
  { to: paths.webhooks, label: msg`Webhooks`, load: pages.webhooks },
  { to: paths.settings, label: msg`Settings`, load: pages.settings },
] as const;
