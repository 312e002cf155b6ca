import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { lazyChunk } from '../lib/lazy-part';
import { FallbackOnError } from '../components/ui/fallback-on-error';
import { useLocation, useNavigate } from 'react-router';
import { threeDsQueries } from '../api/three-ds';
import { useAppContext } from '../lib/app-context';
import { sessionStore, useSession } from '../lib/session';
import { Chrome } from './chrome';
import { LanguageSelect } from '../components/language-select';
import { ThemeToggle } from './theme-toggle';
import { NavList } from './nav-list';
import { MORE_ITEMS, TabBar } from './tab-bar';
import { QueryProvider } from './query-provider';
import { WalletChip } from './wallet-chip';
import { useAutoLock } from './use-auto-lock';
import { LockWarning } from './lock-warning';
import { CommandMenuLauncher } from './command-menu/command-menu-launcher';
import { AccountSwitcher } from '../features/session/account-switcher';
import { useChallengeAlerts } from '../features/three-ds/use-challenge-alerts';
import { useDemoAlerts } from '../features/settings/alerts/use-demo-alerts';
import { paths } from '../lib/paths';

// "Safe to spend" under the header on a phone (decision 042), loaded after the page.
const PhoneSafeToSpend = lazyChunk(() => import('./safe-line'));

// Demo and sandbox-server only: its code loads when first opened.
const SandboxPanel = lazyChunk(() => import('../features/sandbox/sandbox-panel'));

/** The signed-in frame: navigation, wallet, 3DS alerts, sandbox panel, sign-out and auto-lock. */
export default function SessionLayout() {
  return (
    <QueryProvider>
      <SessionChrome />
    </QueryProvider>
  );
}

function SessionChrome() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // One menu at a time, and one element #mobile-nav: the header's (640–1279 px) or More's (phone).
  const [menu, setMenu] = useState<'header' | 'more' | null>(null);
  const closeMenu = () => setMenu(null);
  const toggleMore = useCallback((open: boolean) => setMenu(open ? 'more' : null), []);
  const [sandboxOpen, setSandboxOpen] = useState(false);
  const { connection } = useAppContext();
  const lock = useAutoLock(true);
  // Unlocked (at sign-in, or by remembering this session), the account's notes key is kept for
  // the tab's session at once, so a reload keeps its notes open (decision 029): the notes module
  // derives it as it loads, even before a drawer first asks for it.
  const { remembered, accountId } = useSession();
  useEffect(() => {
    if (remembered && sessionStore.vaultKey())
      void import('../lib/notes/current').then(({ notesScope }) => notesScope());
  }, [remembered, accountId]);

  const pending = useQuery(threeDsQueries.list({ status: 'pending' }, { pollMs: 5_000 }));
  const pendingCount = pending.data?.data.length ?? 0;
  // On the 3-D Secure inbox a new challenge is told in a live region, not a toast over it.
  const inInbox = pathname === paths.threeDs;
  const inboxNews = useRef<HTMLParagraphElement>(null);
  const announce = useCallback((news: string) => {
    if (inboxNews.current) inboxNews.current.textContent = news;
  }, []);
  useDemoAlerts();
  useChallengeAlerts(
    pending.data?.data,
    useCallback(() => navigate(paths.threeDs), [navigate]),
    inInbox ? announce : undefined,
  );

  useEffect(() => {
    // The product's name, with the count of pending 3-D Secure checks.
    // eslint-disable-next-line lingui/no-unlocalized-strings
    document.title = pendingCount > 0 ? `(${pendingCount}) Virtual Cards` : 'Virtual Cards';
    return () => {
      document.title = 'Virtual Cards';
    };
  }, [pendingCount]);

  const signOut = () => {
    sessionStore.signOut('signed_out');
    navigate(paths.signIn());
  };

  return (
    <Chrome
      phoneMenu
      crowded
      behind={menu === 'more'}
      nav={
        <nav aria-label={t`Main`} className="ml-2 hidden flex-1 xl:block">
          <NavList pendingCount={pendingCount} />
        </nav>
      }
      actions={
        <>
          <CommandMenuLauncher pendingCount={pendingCount} />
          <AccountSwitcher className="hidden sm:block" />
          <WalletChip />
          {connection.mode !== 'live' && (
            <button
              type="button"
              onClick={() => setSandboxOpen(true)}
              className="whitespace-nowrap rounded-lg border border-amber-400 px-2 py-1.5 text-sm font-medium max-sm:px-1.5 max-sm:text-xs text-amber-800 hover:bg-amber-50 dark:border-amber-600 dark:text-amber-200 dark:hover:bg-amber-950"
            >
              <Trans>Sandbox</Trans>
            </button>
          )}
        </>
      }
      end={
        <>
          {/* An icon below 1536 px (its name stays for screen readers and as a tooltip), words above. */}
          <button
            type="button"
            onClick={signOut}
            title={t`Sign out`}
            className="hidden whitespace-nowrap rounded-lg p-2 text-sm text-slate-700 hover:bg-slate-100 sm:block 2xl:px-3 dark:text-slate-200 dark:hover:bg-slate-800"
          >
            <LogOut aria-hidden="true" className="h-5 w-5 2xl:hidden" />
            <span className="sr-only 2xl:not-sr-only">
              <Trans>Sign out</Trans>
            </span>
          </button>
          <button
            type="button"
            className="hidden rounded-lg p-2 text-slate-700 hover:bg-slate-100 sm:block xl:hidden dark:text-slate-200 dark:hover:bg-slate-800"
            aria-expanded={menu === 'header'}
            aria-controls="mobile-nav"
            onClick={() => setMenu((open) => (open === 'header' ? null : 'header'))}
          >
            {/* Named for what it opens, not "…menu" like the command menu's button (WCAG 2.4.6 /
                4.1.2, issue #27); aria-expanded says whether it is open. On a phone the tab
                bar's More does its work. */}
            <span className="sr-only">{t`Navigation`}</span>
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-6 w-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              {menu === 'header' ? (
                <path d="M6 6l12 12M18 6L6 18" />
              ) : (
                <path d="M4 7h16M4 12h16M4 17h16" />
              )}
            </svg>
          </button>
        </>
      }
      below={
        // No fallback: nothing until it loads (React 18+ keeps a boundary without one). Nothing
        // either if its code cannot be downloaded (the connection gone while it loads): a line of
        // the frame must not put the whole app behind the error screen (CI 2026-11-30).
        <FallbackOnError>
          <Suspense>
            <PhoneSafeToSpend />
          </Suspense>
        </FallbackOnError>
      }
      menu={
        menu === 'header' && (
          <nav
            id="mobile-nav"
            aria-label={t`Main`}
            className="border-t border-slate-200 px-4 py-2 xl:hidden dark:border-slate-800"
          >
            <NavList vertical pendingCount={pendingCount} onNavigate={closeMenu} />
          </nav>
        )
      }
      tabs={
        <TabBar
          pendingCount={pendingCount}
          moreOpen={menu === 'more'}
          onMore={toggleMore}
          more={
            // A sheet above the bar: the rest of the navigation, the accounts, language, sign out.
            <nav
              id="mobile-nav"
              aria-label={t`Main`}
              className="pointer-events-auto absolute inset-x-0 bottom-0 max-h-[calc(100dvh-9rem)] overflow-y-auto rounded-t-2xl border-t border-slate-200 bg-white px-4 pb-3 pt-4 shadow-[0_-8px_24px_rgb(15_23_42/0.15)] motion-safe:animate-sheet-in dark:border-slate-700 dark:bg-slate-900"
            >
              <NavList
                vertical
                items={MORE_ITEMS}
                pendingCount={pendingCount}
                onNavigate={closeMenu}
              />
              <AccountSwitcher vertical onChoose={closeMenu} />
              <div className="mt-2 flex items-center gap-2">
                <LanguageSelect id="menu-language" />
                <ThemeToggle />
              </div>
              <button
                type="button"
                onClick={signOut}
                className="mt-1 block min-h-11 w-full rounded-lg px-3 py-2 text-left text-sm font-medium text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
              >
                <Trans>Sign out</Trans>
              </button>
            </nav>
          }
        />
      }
      after={
        <>
          {sandboxOpen && (
            <Suspense fallback={null}>
              <SandboxPanel onClose={() => setSandboxOpen(false)} />
            </Suspense>
          )}
          {lock.warning && <LockWarning onStay={lock.stay} onSignOut={signOut} />}
          {/* Written by `announce`; a new one (empty) on entering or leaving the inbox. */}
          <p key={String(inInbox)} ref={inboxNews} role="status" className="sr-only" />
        </>
      }
    />
  );
}
