import type { RouteObject } from 'react-router';
import { Layout } from './layout';
import { RequireSession } from './require-session';
import { RouteError } from './route-error';
import { ShellFallback } from './shell-fallback';

/** Every page is its own lazily loaded chunk, with its own error boundary. */
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
      page('welcome', () => import('./routes/welcome')),
      page('sign-in', () => import('./routes/sign-in')),
      page('settings', () => import('./routes/settings')),
      {
        element: <RequireSession />,
        children: [
          page(undefined, () => import('./routes/overview')),
          page('cards', () => import('./routes/cards')),
          page('cards/:cardId', () => import('./routes/card-detail')),
          page('transactions', () => import('./routes/transactions')),
          page('deposits', () => import('./routes/deposits')),
          page('3ds', () => import('./routes/three-ds')),
          page('webhooks', () => import('./routes/webhooks')),
        ],
      },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
];

export const NAV_ITEMS = [
  { to: '/', label: 'Overview' },
  { to: '/cards', label: 'Cards' },
  { to: '/transactions', label: 'Transactions' },
  { to: '/deposits', label: 'Deposits' },
  { to: '/3ds', label: '3DS' },
  { to: '/webhooks', label: 'Webhooks' },
  { to: '/settings', label: 'Settings' },
] as const;
