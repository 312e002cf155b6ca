import { useLingui } from '@lingui/react';
import { NavLink } from 'react-router';
import { preloadChunk } from '../lib/lazy-part';
import { paths } from '../lib/paths';
import { NAV_ITEMS, type NavItem } from './page-table';
import { PendingBadge } from './pending-badge';

/** The main navigation, as a row (header) or a column (phone menu), with the pending 3DS count. */
export function NavList({
  vertical = false,
  items = NAV_ITEMS,
  pendingCount,
  onNavigate,
}: {
  vertical?: boolean;
  /** The places to list (the phone's More lists those that are not tabs). */
  items?: readonly NavItem[];
  pendingCount: number;
  onNavigate?: () => void;
}) {
  const { i18n } = useLingui();
  return (
    <ul className={vertical ? 'flex flex-col gap-1' : 'flex items-center gap-1'}>
      {items.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end={item.to === paths.overview}
            onClick={onNavigate}
            // Fetch the page's chunk on intent, so the click only waits for its data.
            onMouseEnter={() => preloadChunk(item.load)}
            onFocus={() => preloadChunk(item.load)}
            onTouchStart={() => preloadChunk(item.load)}
            className={({ isActive }) =>
              `flex items-center gap-1.5 whitespace-nowrap rounded-lg px-2 py-2 text-sm font-medium 2xl:px-2.5 ${vertical ? 'min-h-11' : ''} ${
                isActive
                  ? 'bg-brand-50 text-brand-800 dark:bg-brand-950 dark:text-brand-200'
                  : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800'
              }`
            }
          >
            {i18n._(item.label)}
            {item.to === paths.threeDs && <PendingBadge count={pendingCount} />}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
