import type { RouteObject } from 'react-router';
import { Layout } from './layout';
import { PageRoute, RouteErrorBoundary } from './page-route';
import { pages, type Page } from './page-table';
import type { RouteHandle } from './route-handle';
import { RequireSession } from './require-session';

/** A page with its own error boundary (page-route.tsx), its handle naming it (route-data.ts). */
const route = ({ name, path }: Page): RouteObject => ({
  ...(path === '/' ? { index: true } : { path: path === '*' ? path : path.slice(1) }),
  element: <PageRoute key={name} name={name} />,
  handle: { page: name } satisfies RouteHandle,
});

const all = [...pages.values()];

/**
 * The app's routes, built from the pages' own declarations (page-table.ts, decision 035), for the
 * declarative router (`useRoutes`): the data router's loaders, error elements, lazy routes and
 * blocker are done by smaller parts (app-history.ts, page-route.tsx, route-data.ts), 16 KB gzip
 * off every first load (decision 005).
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
      ...all.filter((page) => page.public).map(route),
      {
        element: <RequireSession />,
        children: all.filter((page) => !page.public).map(route),
      },
    ],
  },
];
