import type { RouteObject } from 'react-router';
import { Layout } from './layout';
import { RouteError } from './route-error';

/** Every page is its own lazily loaded chunk. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      { index: true, lazy: () => import('./routes/overview'), errorElement: <RouteError /> },
      { path: 'welcome', lazy: () => import('./routes/welcome'), errorElement: <RouteError /> },
      { path: 'sign-in', lazy: () => import('./routes/sign-in'), errorElement: <RouteError /> },
      { path: 'cards', lazy: () => import('./routes/cards'), errorElement: <RouteError /> },
      {
        path: 'cards/:cardId',
        lazy: () => import('./routes/card-detail'),
        errorElement: <RouteError />,
      },
      {
        path: 'transactions',
        lazy: () => import('./routes/transactions'),
        errorElement: <RouteError />,
      },
      { path: 'deposits', lazy: () => import('./routes/deposits'), errorElement: <RouteError /> },
      { path: '3ds', lazy: () => import('./routes/three-ds'), errorElement: <RouteError /> },
      { path: 'webhooks', lazy: () => import('./routes/webhooks'), errorElement: <RouteError /> },
      { path: 'settings', lazy: () => import('./routes/settings'), errorElement: <RouteError /> },
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
