import type { LoaderFunction, RouteObject } from 'react-router';
import { Layout } from './layout';
import { RequireSession } from './require-session';
import { RouteError } from './route-error';
import { pages } from './pages';
import { startQueries } from './route-data';
import { ShellFallback } from './shell-fallback';

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
  lazy: pages[name],
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
          page('deposits', 'deposits', startQueries('deposits')),
          page('3ds', 'threeDs', startQueries('threeDs')),
          page('webhooks', 'webhooks', startQueries('webhooks')),
        ],
      },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
];
