import { I18nProvider } from '@lingui/react';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider, type HydrationState } from 'react-router';
import { AppContext, type AppContextValue } from '../lib/app-context';
import { i18n } from '../lib/i18n/i18n';
import { routes } from './routes';

export function App({
  context,
  hydrationData,
}: {
  context: AppContextValue;
  /** Hydrating a prerendered page: its loaders have run (hydration.ts). */
  hydrationData?: HydrationState;
}) {
  const [router] = useState(() => createBrowserRouter(routes, { hydrationData }));
  return (
    <AppContext.Provider value={context}>
      {/* React Query comes with the parts that use it (query-provider.tsx), not with every page. */}
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </AppContext.Provider>
  );
}
