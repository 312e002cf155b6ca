import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';
import { AppProvider, createQueryClient } from './provider';

/** One client for the tab, made when the first part that needs it loads. */
let client: QueryClient | undefined;

/**
 * React Query for the parts that use it: the signed-in layout and onboarding's result. The public
 * pages do not, so it is not in their first load (decision 005). A provider above (tests) is kept.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  if (outer) return children;
  return <AppProvider queryClient={(client ??= createQueryClient())}>{children}</AppProvider>;
}
