import { Trans, useLingui } from '@lingui/react/macro';
import {
  CreditCard,
  Ellipsis,
  House,
  ReceiptText,
  ShieldCheck,
  type LucideIcon,
} from 'lucide-react';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { msg } from '@lingui/core/macro';
import { pictureOfClosing, prepareClosingMotion } from '../components/ui/closing-picture';
import { preloadChunk } from '../lib/lazy-part';
import { paths } from '../lib/paths';
import { NAV_ITEMS, pageNamed } from './page-table';
import { PendingBadge } from './pending-badge';

/** The phone's four first places (decision 032, the phone shell); the rest are behind More. */
const TABS = [
  { to: paths.overview, label: msg`Overview`, icon: House, load: pageNamed('overview').load },
  { to: paths.cards, label: msg`Cards`, icon: CreditCard, load: pageNamed('cards').load },
  {
    to: paths.transactions(),
    label: msg`Activity`,
    icon: ReceiptText,
    load: pageNamed('transactions').load,
  },
  { to: paths.threeDs, label: msg`3DS`, icon: ShieldCheck, load: pageNamed('threeDs').load },
] as const;

/** The navigation's places that are not tabs: what More opens. */
export const MORE_ITEMS = NAV_ITEMS.filter((item) => !TABS.some((tab) => tab.to === item.to));

const TAB =
  'relative flex min-h-14 flex-col items-center justify-center gap-0.5 rounded-lg px-0.5 text-center text-[0.6875rem] font-medium leading-tight';
const tabTone = (current: boolean) =>
  current
    ? 'text-brand-700 dark:text-brand-300'
    : 'text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-slate-100';

/**
 * The phone's bottom tab bar (below 640 px): Overview, Cards, Activity, 3DS and More, in the
 * thumb's reach as in Revolut and Apple Card. Each target is at least 56 × 70 px; the bar
 * sits above the home indicator (safe-area inset). More is a disclosure: its sheet (`more`, the
 * rest of the navigation and the account's controls) opens above the bar, Escape closes it.
 */
export function TabBar({
  pendingCount,
  moreOpen,
  onMore,
  more,
}: {
  pendingCount: number;
  moreOpen: boolean;
  onMore: (open: boolean) => void;
  more: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const { pathname } = useLocation();
  const moreButton = useRef<HTMLButtonElement>(null);
  // On a page behind More (Deposits, Webhooks, Settings), More is the current tab.
  const inMore = MORE_ITEMS.some((item) => pathname.startsWith(item.to));
  const bar = useRef<HTMLDivElement>(null);
  // Open, More closes on Escape (focus back on it), or when a press or focus lands outside the bar
  // and its panel: left open, the panel would cover what Tab goes on to (WCAG 2.4.11).
  useEffect(() => {
    if (!moreOpen) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        moreButton.current?.focus();
      } else if (bar.current?.contains(event.target as Node)) return;
      onMore(false);
    };
    const events = ['pointerdown', 'keydown', 'focusin'] as const;
    for (const name of events) document.addEventListener(name, close);
    return () => {
      for (const name of events) document.removeEventListener(name, close);
    };
  }, [moreOpen, onMore]);
  // Closing, the panel's picture sinks behind the bar while its backdrop fades (closing-motion.ts,
  // decision 032); focus has already moved on. React detaches the ref while the panel is still in
  // the page; the picture plays once it has really gone (development's StrictMode detaches and
  // attaches again at once).
  const panelRef = useCallback((node: HTMLDivElement | null) => {
    if (!node) return;
    void prepareClosingMotion();
    return () => {
      const sheet = node.firstElementChild;
      if (!(sheet instanceof HTMLElement)) return;
      const play = pictureOfClosing({
        panel: sheet,
        backdrop: 'bg-slate-950/40',
        layer: 30,
        sink: true,
        floor: bar.current,
      });
      queueMicrotask(() => {
        if (!node.isConnected) play();
      });
    };
  }, []);
  return (
    <>
      {/* Open, More is a sheet over the page (which is inert meanwhile, chrome.tsx): a press on
          the dimmed page closes it. */}
      {moreOpen && (
        <div
          aria-hidden="true"
          className="fixed inset-0 z-30 bg-slate-950/40 motion-safe:animate-fade-in sm:hidden"
        />
      )}
      <div
        ref={bar}
        id="tab-bar"
        className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur sm:hidden dark:border-slate-800 dark:bg-slate-900/95"
      >
        <nav aria-label={t`Tabs`}>
          <ul className="mx-auto grid max-w-md grid-cols-5 px-1">
            {TABS.map(({ to, label, icon, load }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end={to === paths.overview}
                  onClick={() => onMore(false)}
                  onTouchStart={() => preloadChunk(load)}
                  onFocus={() => preloadChunk(load)}
                  className={({ isActive }) => `${TAB} ${tabTone(isActive)}`}
                >
                  {({ isActive }) => (
                    <>
                      <TabIcon icon={icon} current={isActive} />
                      {i18n._(label)}
                      {to === paths.threeDs && (
                        <PendingBadge count={pendingCount} className="absolute right-[18%] top-1" />
                      )}
                    </>
                  )}
                </NavLink>
              </li>
            ))}
            <li>
              <button
                ref={moreButton}
                type="button"
                aria-expanded={moreOpen}
                aria-controls="mobile-nav"
                aria-current={inMore ? 'true' : undefined}
                onClick={() => onMore(!moreOpen)}
                className={`${TAB} w-full ${tabTone(inMore || moreOpen)}`}
              >
                <TabIcon icon={Ellipsis} current={inMore || moreOpen} />
                <Trans>More</Trans>
              </button>
            </li>
          </ul>
        </nav>
        {/* The sheet rises from behind the bar, as it sinks behind it closing: the frame above the
            bar clips it, so while it moves it covers no tab (WCAG 2.4.11). */}
        {moreOpen && (
          <div
            ref={panelRef}
            className="pointer-events-none absolute inset-x-0 bottom-full h-dvh overflow-hidden"
          >
            {more}
          </div>
        )}
      </div>
    </>
  );
}

/** The tab's icon; the current tab's sits on a tinted pill (its state is not colour alone). */
function TabIcon({ icon: Icon, current }: { icon: LucideIcon; current: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={`flex h-7 w-12 items-center justify-center rounded-full motion-safe:transition-colors ${
        current ? 'bg-brand-100 dark:bg-brand-900' : ''
      }`}
    >
      <Icon className="h-5 w-5" strokeWidth={current ? 2.5 : 2} />
    </span>
  );
}
