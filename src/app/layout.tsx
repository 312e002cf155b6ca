import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { Toaster } from '../components/ui/toaster';
import { threeDsQueries } from '../api/three-ds';
import { Badge } from '../components/ui/badge';
import { PageSkeleton } from '../components/ui/skeleton';
import { useAppContext } from '../lib/app-context';
import { MODE_LABEL } from '../lib/connection';
import { sessionStore, useSession } from '../lib/session';
import { OfflineBanner } from './offline-banner';
import { NavList } from './nav-list';
import { WalletChip } from './wallet-chip';
import { ThemeToggle } from './theme-toggle';
import { useAutoLock } from './use-auto-lock';
import { useChallengeAlerts } from '../features/three-ds/use-challenge-alerts';
import { paths } from '../lib/paths';

// Demo and sandbox-server only: its code loads when first opened.
const SandboxPanel = lazy(() => import('../features/sandbox/sandbox-panel'));

export function Layout() {
  const location = useLocation();
  const navigate = useNavigate();
  const mainRef = useRef<HTMLElement>(null);
  const first = useRef(true);
  const [menuOpen, setMenuOpen] = useState(false);
  const [sandboxOpen, setSandboxOpen] = useState(false);
  const { seed } = useSession();
  const { connection } = useAppContext();
  const signedIn = seed !== null;
  useAutoLock(signedIn);

  const pending = useQuery({
    ...threeDsQueries.list({ status: 'pending' }, { pollMs: 5_000 }),
    enabled: signedIn,
  });
  const pendingCount = pending.data?.data.length ?? 0;
  useChallengeAlerts(
    pending.data?.data,
    useCallback(() => navigate(paths.threeDs), [navigate]),
  );

  useEffect(() => {
    document.title = pendingCount > 0 ? `(${pendingCount}) Virtual Cards` : 'Virtual Cards';
  }, [pendingCount]);

  // Focus management: after a navigation, focus lands on the new page's main region.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    mainRef.current?.focus();
  }, [location.pathname]);

  return (
    <div className="min-h-dvh">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:text-brand-800 focus:shadow"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-900/95">
        <div className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-3 sm:gap-3">
          <NavLink
            to={paths.overview}
            aria-label="Virtual Cards"
            className="flex shrink-0 items-center gap-2 font-semibold text-brand-700 dark:text-brand-300"
          >
            <img src="/favicon.svg" alt="" width={28} height={28} />
            <span className="hidden sm:inline">Virtual Cards</span>
          </NavLink>
          <span
            title={`Connected to ${connection.mode === 'demo' ? 'the in-browser sandbox' : connection.baseUrl}`}
          >
            <Badge
              tone={
                connection.mode === 'live'
                  ? 'danger'
                  : connection.mode === 'sandbox'
                    ? 'warning'
                    : 'info'
              }
            >
              {MODE_LABEL[connection.mode]}
            </Badge>
          </span>
          {signedIn && (
            <nav aria-label="Main" className="ml-2 hidden flex-1 xl:block">
              <NavList pendingCount={pendingCount} />
            </nav>
          )}
          <div className="ml-auto flex items-center gap-1 sm:gap-2">
            {signedIn && <WalletChip />}
            {signedIn && connection.mode !== 'live' && (
              <button
                type="button"
                onClick={() => setSandboxOpen(true)}
                className="rounded-lg border border-amber-400 px-2 py-1.5 text-sm font-medium text-amber-800 hover:bg-amber-50 dark:border-amber-600 dark:text-amber-200 dark:hover:bg-amber-950"
              >
                Sandbox
              </button>
            )}
            <ThemeToggle />
            {signedIn ? (
              <>
                <button
                  type="button"
                  onClick={() => {
                    sessionStore.signOut('signed_out');
                    navigate(paths.signIn());
                  }}
                  className="hidden whitespace-nowrap rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-slate-100 sm:block dark:text-slate-200 dark:hover:bg-slate-800"
                >
                  Sign out
                </button>
                <button
                  type="button"
                  className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 xl:hidden dark:text-slate-200 dark:hover:bg-slate-800"
                  aria-expanded={menuOpen}
                  aria-controls="mobile-nav"
                  onClick={() => setMenuOpen((open) => !open)}
                >
                  <span className="sr-only">{menuOpen ? 'Close menu' : 'Open menu'}</span>
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 24 24"
                    className="h-6 w-6"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                  >
                    {menuOpen ? (
                      <path d="M6 6l12 12M18 6L6 18" />
                    ) : (
                      <path d="M4 7h16M4 12h16M4 17h16" />
                    )}
                  </svg>
                </button>
              </>
            ) : (
              <NavLink
                to={paths.settings}
                className="rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
              >
                Settings
              </NavLink>
            )}
          </div>
        </div>
        {signedIn && menuOpen && (
          <nav
            id="mobile-nav"
            aria-label="Main"
            className="border-t border-slate-200 px-4 py-2 xl:hidden dark:border-slate-800"
          >
            <NavList vertical pendingCount={pendingCount} onNavigate={() => setMenuOpen(false)} />
            <button
              type="button"
              onClick={() => {
                sessionStore.signOut('signed_out');
                navigate(paths.signIn());
              }}
              className="mt-1 block w-full rounded-lg px-3 py-2 text-left text-sm font-medium text-slate-600 hover:bg-slate-100 sm:hidden dark:text-slate-300 dark:hover:bg-slate-800"
            >
              Sign out
            </button>
          </nav>
        )}
      </header>
      <OfflineBanner />
      <main
        id="main"
        ref={mainRef}
        tabIndex={-1}
        className="mx-auto max-w-6xl px-4 py-6 outline-none"
      >
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </main>
      {sandboxOpen && (
        <Suspense fallback={null}>
          <SandboxPanel onClose={() => setSandboxOpen(false)} />
        </Suspense>
      )}
      <Toaster />
    </div>
  );
}
