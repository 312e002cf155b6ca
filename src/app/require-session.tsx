import { useEffect, useState } from 'react';
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
  const generation = useAccountGeneration(seed);
  // Keyed by account: a switch remounts every signed-in page, so no component keeps the old
  // account's answers or state (issue #48 item 5: the webhook list's observer still held the
  // old account's query, which app/provider.tsx had already cleared from the cache).
  if (seed) return <Outlet key={generation} />;
  // First visit: onboarding. After a sign-out, lock or 401, or with remembered accounts to unlock:
  // sign-in (with why, and where to return: the page being opened, if a loader met the 401).
  const firstVisit = ended === null && accountId === null && readVault() === null;
  if (location.pathname === '/' && firstVisit) return <Navigate to={paths.welcome} replace />;
  const next = openingPage() ?? location.pathname + location.search;
  return <Navigate to={paths.signIn(next)} replace />;
}

/** A number that changes with the signed-in seed (not the seed itself, a secret, as a React key). */
function useAccountGeneration(seed: string | null): number {
  const [account, setAccount] = useState({ seed, generation: 0 });
  if (account.seed !== seed) setAccount({ seed, generation: account.generation + 1 });
  return account.seed === seed ? account.generation : account.generation + 1;
}
