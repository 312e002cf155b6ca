import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';
import { holdIdleWorkWhile } from '../lib/idle';
import { useAppContext } from '../lib/app-context';
import { AppProvider, createQueryClient } from './provider';

/** One client for the tab, made by the first part that needs it: a route's loader or the frame. */
let client: QueryClient | undefined;

export function tabClient(demo: boolean): QueryClient {
  if (client) return client;
  // A change of connection reloads the app (lib/app-context), so the tab's mode is fixed.
  const made = (client = createQueryClient(demo ? 'always' : 'online'));
  // Preloads wait until the page's answers are in (lib/idle).
  holdIdleWorkWhile(() => made.isFetching() > 0);
  return made;
}

/** Tests: the rendered app's own client is the one the routes' loaders fill (test/render.tsx). */
export function adoptTabClient(given: QueryClient): void {
  client = given;
}

/**
 * React Query for the parts that use it: the signed-in layout and onboarding's result. The public
 * pages do not, so it is not in their first load (decision 005). A provider above (tests) is kept.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  const { connection } = useAppContext();
  if (outer) return children;
  return <AppProvider queryClient={tabClient(connection.mode === 'demo')}>{children}</AppProvider>;
}
