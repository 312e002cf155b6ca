import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../lib/session';
import { paths } from '../lib/paths';
import { readVault } from '../lib/vault/vault-file';
import { openingPage, pageShown } from './route-data';

/** Pages that need a seed. A first visit to `/` goes to onboarding; anything else to sign-in and back. */
export function RequireSession() {
  const { seed, ended, accountId } = useSession();
  const location = useLocation();
  useEffect(pageShown, [location.key]);
  if (seed) return <Outlet />;
  // First visit: onboarding. After a sign-out, lock or 401, or with remembered accounts to unlock:
  // sign-in (with why, and where to return: the page being opened, if a loader met the 401).
  const firstVisit = ended === null && accountId === null && readVault() === null;
  if (location.pathname === '/' && firstVisit) return <Navigate to={paths.welcome} replace />;
  const next = openingPage() ?? location.pathname + location.search;
  return <Navigate to={paths.signIn(next)} replace />;
}
