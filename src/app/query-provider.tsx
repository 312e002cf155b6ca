import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';
import { holdIdleWorkWhile } from '../lib/idle';
import { AppProvider, createQueryClient } from './provider';

/** One client for the tab, made when the first part that needs it loads. */
let client: QueryClient | undefined;

function tabClient(): QueryClient {
  if (client) return client;
  const made = (client = createQueryClient());
  // Preloads wait until the page's answers are in (lib/idle).
  holdIdleWorkWhile(() => made.isFetching() > 0);
  return made;
}

/**
 * React Query for the parts that use it: the signed-in layout and onboarding's result. The public
 * pages do not, so it is not in their first load (decision 005). A provider above (tests) is kept.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  if (outer) return children;
  return <AppProvider queryClient={tabClient()}>{children}</AppProvider>;
}
