import { I18nProvider } from '@lingui/react';
import { Suspense } from 'react';
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  unstable_HistoryRouter as HistoryRouter,
  useRoutes,
} from 'react-router';
import { AppContext, type AppContextValue } from '../lib/app-context';
import { i18n } from '../lib/i18n/i18n';
import { appHistory, type AppHistory } from '../lib/app-history';
import { startRouteData } from './route-data';
import { routes } from './routes';
import { ShellFallback } from './shell-fallback';

/** The app's history: the browser's (or a test's), with the page's queries started on navigation. */
export const createAppHistory = (base: AppHistory = createBrowserHistory({ v5Compat: true })) =>
  appHistory(base, (location) => startRouteData(routes, location));

export function App({ context, history }: { context: AppContextValue; history: AppHistory }) {
  return (
    <AppContext.Provider value={context}>
      {/* React Query comes with the parts that use it (query-provider.tsx), not with every page. */}
      <I18nProvider i18n={i18n}>
        <HistoryRouter history={history}>
          <AppRoutes />
        </HistoryRouter>
      </I18nProvider>
    </AppContext.Provider>
  );
}

/**
 * The routes, with the first page's fallback: the header's frame while its chunk loads (later
 * navigations are transitions: the page being left stays until the next is ready).
 */
export function AppRoutes() {
  const page = useRoutes(routes);
  return <Suspense fallback={<ShellFallback />}>{page}</Suspense>;
}
