import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { lazyPart, usePreloadWhenIdle } from '../../lib/lazy-part';
import { useCommandMenu } from './use-command-menu';

// Neither the menu (with cmdk) nor the help is in a page's first load: they load when opened.
const CommandMenu = lazyPart(() => import('./command-menu'), 'CommandMenu');
const ShortcutsDialog = lazyPart(() => import('./shortcuts-dialog'), 'ShortcutsDialog');

/** The header's way into the command menu (a button for touch and mouse) and its shortcuts. */
export function CommandMenuLauncher({ pendingCount }: { pendingCount: number }) {
  const { t } = useLingui();
  const { open, setOpen } = useCommandMenu();
  // Loaded once the page is idle: keys typed right after Ctrl K land in the search field.
  usePreloadWhenIdle(CommandMenu, ShortcutsDialog);
  const close = () => setOpen(null);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen('menu')}
        onMouseEnter={() => CommandMenu.preload()}
        onFocus={() => CommandMenu.preload()}
        title={t`Search and commands (Ctrl K)`}
        className="flex items-center gap-2 rounded-lg p-2 text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        {/* Drawn here, not lucide's: the icon library is not in the signed-in frame's first load. */}
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-5 w-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
        {/* Named for what it opens: "…menu" was also the navigation button's name (issue #27). */}
        <span className="sr-only">
          <Trans>Search and commands</Trans>
        </span>
        <kbd
          aria-hidden="true"
          className="hidden rounded border border-slate-300 px-1 font-sans text-xs text-slate-600 2xl:inline dark:border-slate-600 dark:text-slate-400"
        >
          Ctrl K
        </kbd>
      </button>
      <Suspense fallback={null}>
        {open === 'menu' && (
          <CommandMenu
            onClose={close}
            pendingCount={pendingCount}
            showShortcuts={() => setOpen('shortcuts')}
          />
        )}
        {open === 'shortcuts' && <ShortcutsDialog onClose={close} />}
      </Suspense>
    </>
  );
}
