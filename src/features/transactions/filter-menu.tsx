import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import type { FilterKind } from './filter-kinds';

/**
 * The open menu of "+ Add filter" (add-filter-menu.tsx), a part loaded when first opened or the
 * page is idle (decision 005). Arrow keys, Home and End move; Escape closes and gives focus back
 * to the button; Tab or a press outside closes.
 */
export function FilterMenu({
  id,
  kinds,
  labelOf,
  onPick,
  onClose,
  button,
}: {
  id: string;
  kinds: readonly FilterKind[];
  labelOf: (kind: FilterKind) => string;
  onPick: (kind: FilterKind) => void;
  onClose: (refocus: boolean) => void;
  button: RefObject<HTMLButtonElement | null>;
}) {
  const menuRef = useRef<HTMLUListElement>(null);
  const items = () => [
    ...(menuRef.current?.querySelectorAll<HTMLElement>('[role=menuitem]') ?? []),
  ];

  useEffect(() => {
    items()[0]?.focus();
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !button.current?.contains(target)) onClose(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [button, onClose]);

  const onKeyDown = (event: KeyboardEvent) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const move: Record<string, number> = {
      ArrowDown: (at + 1) % all.length,
      ArrowUp: (at - 1 + all.length) % all.length,
      Home: 0,
      End: all.length - 1,
    };
    if (event.key in move) {
      event.preventDefault();
      all[move[event.key]!]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onClose(true);
    } else if (event.key === 'Tab') onClose(false);
  };

  return (
    <ul
      ref={menuRef}
      id={id}
      role="menu"
      aria-orientation="vertical"
      onKeyDown={onKeyDown}
      className="absolute left-0 z-20 mt-1 w-max min-w-36 rounded-lg border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
    >
      {kinds.map((kind) => (
        <li key={kind} role="none">
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            onClick={() => {
              // Focus back on "+ Add filter" first: the editor's dialog returns focus there when
              // it closes (the menu item it would return to is gone by then).
              onClose(true);
              onPick(kind);
            }}
            className="block w-full px-4 py-2 text-left text-sm hover:bg-slate-100 focus:bg-slate-100 focus:outline-none dark:hover:bg-slate-800 dark:focus:bg-slate-800"
          >
            {labelOf(kind)}
          </button>
        </li>
      ))}
    </ul>
  );
}
