import { Trans } from '@lingui/react/macro';
import { Suspense, useCallback, useId, useRef, useState } from 'react';
import { lazyPart, usePreloadWhenIdle } from '../../lib/lazy-part';
import type { FilterKind } from './filter-kinds';

// The open menu and its keys load when the page is idle, or at the first press (decision 005).
const FilterMenu = lazyPart(() => import('./filter-menu'), 'FilterMenu');

/** "+ Add filter": a menu button (the ARIA menu pattern) listing the filter kinds (decision 031). */
export function AddFilterMenu({
  kinds,
  labelOf,
  onPick,
}: {
  kinds: readonly FilterKind[];
  labelOf: (kind: FilterKind) => string;
  onPick: (kind: FilterKind) => void;
}) {
  usePreloadWhenIdle(FilterMenu);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  }, []);
  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((o) => !o)}
        onPointerEnter={FilterMenu.preload}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
          }
        }}
        className="inline-flex h-8 items-center gap-1 rounded-full border border-dashed border-slate-400 px-3 text-sm font-medium text-slate-700 hover:border-brand-500 hover:text-brand-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:border-slate-500 dark:text-slate-200 dark:hover:text-brand-300"
      >
        <span aria-hidden="true" className="text-base leading-none">
          +
        </span>
        <Trans>Add filter</Trans>
      </button>
      {open && (
        <Suspense fallback={null}>
          <FilterMenu
            id={menuId}
            kinds={kinds}
            labelOf={labelOf}
            onPick={onPick}
            onClose={close}
            button={buttonRef}
          />
        </Suspense>
      )}
    </div>
  );
}
