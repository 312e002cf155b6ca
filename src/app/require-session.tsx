import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../lib/session';

/** Pages that need a seed. A first visit to `/` goes to onboarding; anything else to sign-in and back. */
export function RequireSession() {
  const { seed, ended } = useSession();
  const location = useLocation();
  if (seed) return <Outlet />;
  // First visit: onboarding. After a sign-out, lock or 401: sign-in (with why, and where to return).
  if (location.pathname === '/' && ended === null) return <Navigate to="/welcome" replace />;
  const next = location.pathname + location.search;
  return <Navigate to={`/sign-in?next=${encodeURIComponent(next)}`} replace />;
}
