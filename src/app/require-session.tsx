import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../lib/session';

/** Pages that need a seed. Signed out: `/` goes to onboarding, anything else to sign-in and back. */
export function RequireSession() {
  const { seed } = useSession();
  const location = useLocation();
  if (seed) return <Outlet />;
  if (location.pathname === '/') return <Navigate to="/welcome" replace />;
  const next = location.pathname + location.search;
  return <Navigate to={`/sign-in?next=${encodeURIComponent(next)}`} replace />;
}
