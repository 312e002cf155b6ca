import type { RouteObject } from 'react-router';
import { Layout } from './layout';
import { RequireSession } from './require-session';
import { RouteError } from './route-error';
import { ShellFallback } from './shell-fallback';

/** Every page is its own lazily loaded chunk (loaded by the router, or early on intent: NAV_ITEMS). */
const pages = {
  welcome: () => import('./routes/welcome'),
  signIn: () => import('./routes/sign-in'),
  settings: () => import('./routes/settings'),
  overview: () => import('./routes/overview'),
  cards: () => import('./routes/cards'),
  cardDetail: () => import('./routes/card-detail'),
  transactions: () => import('./routes/transactions'),
  deposits: () => import('./routes/deposits'),
  threeDs: () => import('./routes/three-ds'),
  webhooks: () => import('./routes/webhooks'),
};

/** A page with its own error boundary. */
const page = (path: string | undefined, load: RouteObject['lazy']): RouteObject =>
  path === undefined
    ? { index: true, lazy: load, errorElement: <RouteError /> }
    : { path, lazy: load, errorElement: <RouteError /> };

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <ShellFallback />,
    children: [
      page('welcome', pages.welcome),
      page('sign-in', pages.signIn),
      page('settings', pages.settings),
      {
        element: <RequireSession />,
        children: [
          page(undefined, pages.overview),
          page('cards', pages.cards),
          page('cards/:cardId', pages.cardDetail),
          page('transactions', pages.transactions),
          page('deposits', pages.deposits),
          page('3ds', pages.threeDs),
          page('webhooks', pages.webhooks),
        ],
      },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
];

export const NAV_ITEMS = [
  { to: '/', label: 'Overview', load: pages.overview },
  { to: '/cards', label: 'Cards', load: pages.cards },
  { to: '/transactions', label: 'Transactions', load: pages.transactions },
  { to: '/deposits', label: 'Deposits', load: pages.deposits },
  { to: '/3ds', label: '3DS', load: pages.threeDs },
  { to: '/webhooks', label: 'Webhooks', load: pages.webhooks },
  { to: '/settings', label: 'Settings', load: pages.settings },
] as const;
