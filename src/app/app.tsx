import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppContext, type AppContextValue } from '../lib/app-context';
import { AppProvider } from './provider';
import { routes } from './routes';

export function App({ context }: { context: AppContextValue }) {
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <AppContext.Provider value={context}>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </AppContext.Provider>
  );
}
