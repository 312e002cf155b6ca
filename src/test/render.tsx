import { MutationCache, QueryClient } from '@tanstack/react-query';
import { invalidateDeclared } from '../api/invalidates';
import { render } from '@testing-library/react';
import { UNSAFE_createMemoryHistory as createMemoryHistory, type To } from 'react-router';
import { App, createAppHistory } from '../app/app';
import { AppProvider } from '../app/provider';
import { adoptTabClient } from '../app/query-provider';
import { preloadMatchedPages } from '../app/hydration';
import { loadSessionLayout } from '../app/layout';
import { startRouteData } from '../app/route-data';
import { routes } from '../app/routes';
import type { AppContextValue } from '../lib/app-context';
import { API_BASE_PATH } from '../contract/base-paths';
import { sessionStore } from '../lib/session';
import { trackChunk } from './chunk-loads';
import { rendered } from './rendered-clients';

/** Renders the real app (routes, layout, providers) at `path` with a fresh QueryClient. */
export function renderApp(path: string, context: Partial<AppContextValue> = {}) {
  const queryClient = new QueryClient({
    // The app's invalidation by declaration (app/provider.tsx); its error toasts are left out.
    mutationCache: new MutationCache({ onSettled: invalidateDeclared }),
    defaultOptions: { queries: { retry: false, staleTime: 0 } },
  });
  rendered(queryClient);
  // Navigation starts queries in the tab's client: this one (app/route-data.ts).
  adoptTabClient(queryClient);
  // The app's history over memory, as main.tsx has it over the browser's: the first page's
  // queries start beside its chunk, and every navigation's as it starts.
  const history = createAppHistory(createMemoryHistory({ initialEntries: [path], v5Compat: true }));
  startRouteData(routes, history.location);
  // The frame's and the page's code start loading now, as main.tsx starts them, so the first wait
  // for the page counts their loading out (chunk-loads.ts) rather than finding it started later.
  if (sessionStore.getSeed()) void trackChunk(loadSessionLayout()).catch(() => undefined);
  void preloadMatchedPages(routes, history.location.pathname).catch(() => undefined);
  const value: AppContextValue = {
    connection: { mode: 'demo', baseUrl: API_BASE_PATH },
    resetDemo: null,
    switchConnection: () => undefined,
    ...context,
  };
  const utils = render(
    <AppProvider queryClient={queryClient}>
      <App context={value} history={history} />
    </AppProvider>,
  );
  /** What tests ask of the router: where it is, and to go somewhere (a link's or Back's way). */
  const router = {
    navigate: (to: To | number) => (typeof to === 'number' ? history.go(to) : history.push(to)),
    state: {
      get location() {
        return history.location;
      },
    },
  };
  return { ...utils, router, queryClient };
}
