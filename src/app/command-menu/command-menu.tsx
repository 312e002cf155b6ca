import { Command as Cmdk, defaultFilter } from 'cmdk';
import { ChevronRight, Search } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLayoutEffect, useRef, useState } from 'react';
import type { Command } from './commands';
import { useAppCommands } from './use-app-commands';

/**
 * The command menu (cmdk's accessible combobox in a native modal <dialog>): pages, cards and their
 * actions, theme, help. Typing filters by label and keywords (a card's last four digits); Enter
 * runs; a card opens a page of its actions, Backspace on an empty search goes back.
 */
export function CommandMenu({
  onClose,
  pendingCount,
  showShortcuts,
}: {
  onClose: () => void;
  pendingCount: number;
  showShortcuts: () => void;
}) {
  const { t } = useLingui();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [search, setSearch] = useState('');
  const [pages, setPages] = useState<string[]>([]);
  const page = pages.at(-1) ?? null;
  const { groups, loadingCards, cardsFailed } = useAppCommands({
    page,
    pendingCount,
    showShortcuts,
  });

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    // showModal focuses the first focusable element, cmdk's root: typing would go nowhere.
    inputRef.current?.focus();
    // Closed while still in the document (a layout cleanup runs before removal), the dialog gives
    // focus back to what had it before: the header's button, or the page.
    return () => {
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
    };
  }, []);

  const choose = (command: Command) => {
    if (command.opens) {
      setPages((stack) => [...stack, command.opens!]);
      setSearch('');
      return;
    }
    onClose();
    command.run?.();
  };

  return (
    // The backdrop click is a mouse shortcut for Esc, which the native dialog already handles.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      aria-label={t`Command menu`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // A click on the backdrop (the dialog element itself, outside its content) closes it.
      onClick={(event) => event.target === event.currentTarget && onClose()}
      className="mx-auto mt-[12vh] w-[calc(100%-2rem)] max-w-xl rounded-card border border-slate-200 bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/60 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      <Cmdk
        label={t`Command menu`}
        loop
        // Match the words people see (label, keywords), not the internal id used as value.
        filter={(_value, text, keywords) => defaultFilter('', text, keywords)}
        onKeyDown={(event) => {
          if (event.key === 'Backspace' && search === '' && pages.length > 0) {
            event.preventDefault();
            setPages((stack) => stack.slice(0, -1));
          }
        }}
      >
        <div className="flex items-center gap-2 border-b border-slate-200 px-4 dark:border-slate-700">
          <Search aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-500" />
          <Cmdk.Input
            ref={inputRef}
            value={search}
            onValueChange={setSearch}
            placeholder={
              page ? t`Search this card’s actions…` : t`Search pages, cards and actions…`
            }
            className="h-12 w-full bg-transparent text-base outline-none placeholder:text-slate-500 dark:placeholder:text-slate-400"
          />
          {page && (
            <button
              type="button"
              onClick={() => setPages((stack) => stack.slice(0, -1))}
              className="shrink-0 rounded-md px-2 py-1 text-xs font-medium text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
            >
              <Trans>Back</Trans>
            </button>
          )}
        </div>
        <Cmdk.List label={t`Suggestions`} className="max-h-[min(60vh,26rem)] overflow-y-auto p-2">
          <Cmdk.Empty className="px-3 py-6 text-center text-sm text-slate-600 dark:text-slate-400">
            <Trans>Nothing matches “{search}”.</Trans>
          </Cmdk.Empty>
          {groups.map((group) => (
            <Cmdk.Group
              key={group.heading}
              heading={group.heading}
              className="[&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:pt-2 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:text-slate-600 dark:[&_[cmdk-group-heading]]:text-slate-400"
            >
              {group.commands.map((command) => (
                <CommandItem key={command.id} command={command} onChoose={choose} />
              ))}
            </Cmdk.Group>
          ))}
        </Cmdk.List>
        {/* Beside the list, not in it: a listbox may hold only options and groups (axe's
            aria-required-children), and cmdk's loading row is a progressbar. */}
        {!page && loadingCards && (
          <Cmdk.Loading
            label={t`Loading…`}
            className="px-3 py-2 text-sm text-slate-600 dark:text-slate-400"
          >
            <Trans>Loading your cards…</Trans>
          </Cmdk.Loading>
        )}
        {!page && cardsFailed && (
          <p role="status" className="px-3 py-2 text-sm text-red-700 dark:text-red-300">
            <Trans>Your cards could not be loaded; pages and settings still work.</Trans>
          </p>
        )}
        <p className="hidden border-t border-slate-200 px-4 py-2 text-xs text-slate-600 sm:block dark:border-slate-700 dark:text-slate-400">
          {page ? (
            <Trans>↑ ↓ to move · Enter to run · Esc to close · Backspace to go back</Trans>
          ) : (
            <Trans>↑ ↓ to move · Enter to run · Esc to close</Trans>
          )}
        </p>
      </Cmdk>
    </dialog>
  );
}

function CommandItem({
  command,
  onChoose,
}: {
  command: Command;
  onChoose: (command: Command) => void;
}) {
  const Icon = command.icon;
  return (
    <Cmdk.Item
      value={command.id}
      keywords={[command.label, ...(command.keywords ?? [])]}
      disabled={command.disabled}
      onSelect={() => onChoose(command)}
      className="flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm data-[disabled=true]:cursor-not-allowed data-[selected=true]:bg-brand-50 data-[disabled=true]:opacity-50 data-[selected=true]:text-brand-900 dark:data-[selected=true]:bg-brand-950 dark:data-[selected=true]:text-brand-100"
    >
      {Icon && <Icon aria-hidden="true" className="h-4 w-4 shrink-0 opacity-70" />}
      {command.mark}
      <span className="min-w-0 flex-1 truncate">{command.label}</span>
      {command.hint && (
        <span className="shrink-0 text-xs text-slate-600 tabular-nums dark:text-slate-400">
          {command.hint}
        </span>
      )}
      {command.opens && <ChevronRight aria-hidden="true" className="h-4 w-4 shrink-0 opacity-60" />}
    </Cmdk.Item>
  );
}
