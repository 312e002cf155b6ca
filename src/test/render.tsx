import { MutationCache, QueryClient } from '@tanstack/react-query';
import { invalidateDeclared } from '../api/invalidates';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '../app/provider';
import { adoptTabClient } from '../app/query-provider';
import { routes } from '../app/routes';
import { AppContext, type AppContextValue } from '../lib/app-context';

/** Renders the real app (routes, layout, providers) at `path` with a fresh QueryClient. */
export function renderApp(path: string, context: Partial<AppContextValue> = {}) {
  const queryClient = new QueryClient({
    // The app's invalidation by declaration (app/provider.tsx); its error toasts are left out.
    mutationCache: new MutationCache({ onSettled: invalidateDeclared }),
    defaultOptions: { queries: { retry: false, staleTime: 0 } },
  });
  // The routes' loaders start queries in the tab's client: this one (app/route-data.ts).
  adoptTabClient(queryClient);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const value: AppContextValue = {
    connection: { mode: 'demo', baseUrl: '/v1/api' },
    resetDemo: null,
    switchConnection: () => undefined,
    ...context,
  };
  const utils = render(
    <AppContext.Provider value={value}>
      <AppProvider queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>
    </AppContext.Provider>,
  );
  return { ...utils, router, queryClient };
}
