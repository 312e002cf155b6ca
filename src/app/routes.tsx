import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';
import { settledChunk } from '../lib/chunk-load';
import { Layout } from './layout';
import { RequireSession } from './require-session';
import { PageChunkFailed, RouteError } from './route-error';
import { pages } from './pages';
import { startQueries } from './route-data';
import { ShellFallback } from './shell-fallback';

/**
 * A page's chunk, or a page saying it could not be downloaded. React Router (7.18) renders nothing
 * at all for a route whose `lazy` rejected — it keeps the route "still loading" — and caches the
 * rejection, and browsers keep a module that failed to load as failed for the page's life: offline
 * without a service worker, a click on Deposits left an empty page with no way out. Resolving to an
 * error page shows why and offers a reload (the only cure for the module map).
 */
export const chunkOrError =
  <M extends { Component: ComponentType }>(load: () => Promise<M>) =>
  (): Promise<{ Component: ComponentType }> =>
    settledChunk(load)().catch((error: unknown) => ({
      Component: () => <PageChunkFailed error={error} />,
    }));

/**
 * A page with its own error boundary. `id` is the page's name (main.tsx names the hydrated page's
 * loader as already run); `loader` starts the page's queries as navigation starts (route-data.ts).
 */
const page = (
  path: string | undefined,
  name: keyof typeof pages,
  loader?: LoaderFunction,
): RouteObject => ({
  ...(path === undefined ? { index: true } : { path }),
  id: name,
  lazy: chunkOrError(pages[name]),
  loader,
  errorElement: <RouteError />,
});

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <ShellFallback />,
    children: [
      page('welcome', 'welcome'),
      page('sign-in', 'signIn'),
      page('settings', 'settings'),
      {
        element: <RequireSession />,
        children: [
          page(undefined, 'overview', startQueries('overview')),
          page('cards', 'cards', startQueries('cards')),
          page('cards/:cardId', 'cardDetail', startQueries('cardDetail')),
          page('transactions', 'transactions', startQueries('transactions')),
          page(
            'transactions/:txnId/report',
            'transactionReport',
            startQueries('transactionReport'),
          ),
          page('deposits', 'deposits', startQueries('deposits')),
          page('3ds', 'threeDs', startQueries('threeDs')),
          page('webhooks', 'webhooks', startQueries('webhooks')),
        ],
      },
      { path: '*', lazy: chunkOrError(() => import('./routes/not-found')) },
    ],
  },
];
