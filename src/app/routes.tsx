import type { RouteObject } from 'react-router';
import { Layout } from './layout';
import { PageRoute, RouteErrorBoundary, type PageName } from './page-route';
import type { RoutePage } from './route-queries';
import type { RouteHandle } from './route-handle';
import { RequireSession } from './require-session';

/**
 * A page with its own error boundary (page-route.tsx). `queries`: the page's queries start as
 * navigation starts, beside its code (route-data.ts, decision 006).
 */
const page = (path: string | undefined, name: PageName, queries?: RoutePage): RouteObject => ({
  ...(path === undefined ? { index: true } : { path }),
  element: <PageRoute key={name} name={name} />,
  handle: { page: name, queries } satisfies RouteHandle,
});

/**
 * The app's routes, for the declarative router (`useRoutes`): the data router's loaders, error
 * elements, lazy routes and blocker are done by smaller parts (app-history.ts, page-route.tsx),
 * 16 KB gzip off every first load (decision 005).
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: (
      <RouteErrorBoundary>
        <Layout />
      </RouteErrorBoundary>
    ),
    children: [
      page('welcome', 'welcome'),
      page('sign-in', 'signIn'),
      page('settings', 'settings'),
      {
        element: <RequireSession />,
        children: [
          page(undefined, 'overview', 'overview'),
          page('cards', 'cards', 'cards'),
          page('cards/:cardId', 'cardDetail', 'cardDetail'),
          page('transactions', 'transactions', 'transactions'),
          page('transactions/:txnId/report', 'transactionReport', 'transactionReport'),
          page('deposits', 'deposits', 'deposits'),
          page('3ds', 'threeDs', 'threeDs'),
          page('webhooks', 'webhooks', 'webhooks'),
        ],
      },
      page('*', 'notFound'),
    ],
  },
];
