import { Navigate, useSearchParams } from 'react-router';
import { safeNext, SignInPage } from '../../features/session/sign-in-page';
import { useSession } from '../../lib/session';
import type { PageRoute } from '../page';

export const route = {
  path: '/sign-in',
  public: true,
  prerender: true,
} satisfies PageRoute;

export function Component() {
  const { seed } = useSession();
  const [params] = useSearchParams();
  if (seed) return <Navigate to={safeNext(params.get('next'))} replace />;
  return <SignInPage />;
}
