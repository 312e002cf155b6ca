import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../lib/session';
import { paths } from '../lib/paths';

/** Pages that need a seed. A first visit to `/` goes to onboarding; anything else to sign-in and back. */
export function RequireSession() {
  const { seed, ended } = useSession();
  const location = useLocation();
  if (seed) return <Outlet />;
  // First visit: onboarding. After a sign-out, lock or 401: sign-in (with why, and where to return).
  if (location.pathname === '/' && ended === null) return <Navigate to={paths.welcome} replace />;
  const next = location.pathname + location.search;
  return <Navigate to={paths.signIn(next)} replace />;
}
