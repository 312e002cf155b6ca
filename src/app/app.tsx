import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppContext, type AppContextValue } from '../lib/app-context';
import { routes } from './routes';

export function App({ context }: { context: AppContextValue }) {
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <AppContext.Provider value={context}>
      {/* React Query comes with the parts that use it (query-provider.tsx), not with every page. */}
      <RouterProvider router={router} />
    </AppContext.Provider>
  );
}
