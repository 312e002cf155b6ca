import { Navigate, useSearchParams } from 'react-router';
import { safeNext, SignInPage } from '../../features/session/sign-in-page';
import { useSession } from '../../lib/session';

export function Component() {
  const { seed } = useSession();
  const [params] = useSearchParams();
  if (seed) return <Navigate to={safeNext(params.get('next'))} replace />;
  return <SignInPage />;
}
