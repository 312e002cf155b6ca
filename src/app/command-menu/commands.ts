import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** One line of the command menu: runs an action, or opens a page of further commands. */
export interface Command {
  /** Unique within the menu; also cmdk's value (the filter matches the label and keywords). */
  id: string;
  label: string;
  /** Other words that find it: a card's last four digits, its status. */
  keywords?: string[];
  /** Shown at the right: a balance, a pending count. */
  hint?: string;
  icon?: LucideIcon;
  /** A card's colour and emoji (decision 030), after the icon. */
  mark?: ReactNode;
  /** Runs and closes the menu. */
  run?: () => void;
  /** Opens this page of the menu instead (a card's actions). */
  opens?: string;
  disabled?: boolean;
}

export interface CommandGroup {
  heading: string;
  commands: Command[];
}

/** The keys the dashboard answers to, for the `?` help dialog. */
export const SHORTCUTS: ReadonlyArray<{ keys: string[]; does: MessageDescriptor }> = [
  { keys: ['Ctrl', 'K'], does: msg`Open or close the command menu (⌘ K on a Mac)` },
  { keys: ['/'], does: msg`Open the command menu` },
  { keys: ['?'], does: msg`Show these keyboard shortcuts` },
  { keys: ['↑', '↓'], does: msg`Move through the commands` },
  { keys: ['Enter'], does: msg`Run the chosen command` },
  { keys: ['Backspace'], does: msg`Back from a card’s actions (with the search empty)` },
  { keys: ['Esc'], does: msg`Close the menu or a dialog` },
];

/** Whether a key press belongs to a field the person is typing in, not to a shortcut. */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (!(target instanceof HTMLInputElement)) return false;
  return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(
    target.type,
  );
}
