import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { Badge } from '../components/ui/badge';
import { PageSkeleton } from '../components/ui/skeleton';
import { Toaster } from '../components/ui/toaster';
import { useAppContext } from '../lib/app-context';
import { MODE_LABEL } from '../lib/connection';
import { paths } from '../lib/paths';
import { replayEarlyInput } from './early-input';
import { OfflineBanner } from './offline-banner';
import { LanguageSelect } from '../components/language-select';
import { ThemeToggle } from './theme-toggle';

/**
 * The frame of every page: skip link, header (brand, connection mode, theme), offline banner, the
 * page, toasts. Signed out it is all there is (public-layout.tsx), so it must stay light: what only
 * a session needs comes in through the slots (session-layout.tsx).
 */
export function Chrome({
  nav,
  actions,
  end,
  menu,
  below,
  tabs,
  behind = false,
  after,
  phoneMenu = false,
  crowded = false,
}: {
  /** Main navigation, beside the brand on wide screens. */
  nav?: ReactNode;
  /** Before the theme toggle. */
  actions?: ReactNode;
  /** After the theme toggle. */
  end: ReactNode;
  /** Below the header's row (the phone menu). */
  menu?: ReactNode;
  /** Below the header's row, staying in sight with it (the phone's "Safe to spend", decision 042). */
  below?: ReactNode;
  /** The phone's bottom tab bar (below 640 px): the page keeps room above it. */
  tabs?: ReactNode;
  /** The header and the page are behind a sheet (the phone's More): inert, out of Tab's way. */
  behind?: boolean;
  /** After the page (panels). */
  after?: ReactNode;
  /** The language picker and the theme move into the phone's More (signed in): the row is full. */
  phoneMenu?: boolean;
  /**
   * The signed-in header: from 1280 to 1535 px, where the whole navigation sits in the row, the
   * brand shows its logo only (French or Spanish words need the room; the name stays its label).
   */
  crowded?: boolean;
}) {
  const location = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const first = useRef(true);
  const { connection } = useAppContext();
  // A new language renders the frame and the page anew: amounts and dates are formatted where
  // they are shown, by components that do not otherwise listen to the language. The query cache
  // (above this frame) is kept.
  const { t, i18n } = useLingui();

  // Focus management: after a navigation, focus lands on the new page's main region.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    mainRef.current?.focus();
  }, [location.pathname]);

  return (
    <div key={i18n.locale} className="min-h-dvh">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:text-brand-800 focus:shadow"
      >
        <Trans>Skip to content</Trans>
      </a>
      {/* Open, the phone menu makes the header as tall as the screen: it scrolls away with the
          page then, or it would hide every control focus moves to below it (decision 017). */}
      <header
        inert={behind}
        className={`${menu ? 'relative' : 'sticky'} top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-900/95`}
      >
        <div className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-3 sm:gap-3">
          <NavLink
            to={paths.overview}
            aria-label="Virtual Cards"
            className="flex shrink-0 items-center gap-2 font-semibold text-brand-700 dark:text-brand-300"
          >
            <img src="/favicon.svg" alt="" width={28} height={28} />
            <span
              className={crowded ? 'hidden sm:inline xl:hidden 2xl:inline' : 'hidden sm:inline'}
            >
              Virtual Cards
            </span>
          </NavLink>
          <span
            title={
              connection.mode === 'demo'
                ? t`Connected to the in-browser sandbox`
                : t`Connected to ${connection.baseUrl}`
            }
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
              {i18n._(MODE_LABEL[connection.mode])}
            </Badge>
          </span>
          {nav}
          <div className="ml-auto flex items-center gap-1 sm:gap-2">
            {actions}
            {/* On a phone, signed in, these two are in More (session-layout.tsx): the row is full. */}
            <LanguageSelect
              compact
              id="header-language"
              className={phoneMenu ? 'hidden sm:flex' : ''}
            />
            <ThemeToggle className={phoneMenu ? 'hidden sm:block' : ''} />
            {end}
          </div>
        </div>
        {below}
        {menu}
      </header>
      <OfflineBanner />
      <main
        id="main"
        ref={mainRef}
        inert={behind}
        tabIndex={-1}
        className={`mx-auto max-w-6xl px-4 py-6 outline-none ${tabs ? 'max-sm:pb-[calc(6rem+env(safe-area-inset-bottom))]' : ''}`}
      >
        {PAGE}
      </main>
      {tabs}
      {after}
      <Toaster />
    </div>
  );
}

/**
 * The page in its boundary, one element for the life of the app: the frame re-renders when its
 * first answers arrive (the wallet, the 3-D Secure inbox) while a prerendered page's boundary may
 * still be waiting to hydrate, and a boundary given new props then must hydrate at once, in the
 * answer's synchronous render — one task of 280–530 ms at 4× CPU on the card list (decision 005,
 * sixth pass). The same element is skipped and hydrates in its own, interruptible time. The page
 * still follows the location and every context.
 */
const PAGE = (
  <Suspense fallback={<PageSkeleton />}>
    <Outlet />
    <PageShown />
  </Suspense>
);

/**
 * Beside the page, in its boundary: its effect runs once the page itself is React's (a hydrated
 * boundary is committed after the root), when what was clicked or typed too early is handed to it.
 */
function PageShown() {
  useEffect(replayEarlyInput, []);
  return null;
}
