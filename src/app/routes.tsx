import type { RouteObject } from 'react-router';
import { Layout } from './layout';
import { RequireSession } from './require-session';
import { RouteError } from './route-error';
import { pages } from './pages';
import { ShellFallback } from './shell-fallback';

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
