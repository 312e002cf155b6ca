import { Navigate } from 'react-router';
import { OnboardingPage } from '../../features/onboarding/onboarding-page';
import { lazyPart, usePreloadWhenIdle } from '../../lib/lazy-part';
import { useSession } from '../../lib/session';
import { paths } from '../../lib/paths';
import type { PageRoute } from '../page';

export const route = {
  path: '/welcome',
  public: true,
  prerender: true,
} satisfies PageRoute;

// React Query is needed only once a seed is generated: fetched when the page is idle.
const QueryProvider = lazyPart(() => import('../query-provider'), 'QueryProvider');

export function Component() {
  const { seed } = useSession();
  usePreloadWhenIdle(QueryProvider);
  // Signed in already: onboarding would make a second account by accident.
  if (seed) return <Navigate to={paths.overview} replace />;
  return <OnboardingPage wrapResult={(result) => <QueryProvider>{result}</QueryProvider>} />;
}
