import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useSyncExternalStore } from 'react';
import {
  applyTheme,
  readTheme,
  saveTheme,
  subscribeToThemeChoice,
  type ThemeChoice,
} from '../lib/theme';
import { ThemeIcon } from './theme-icons';

const NEXT: Record<ThemeChoice, ThemeChoice> = { system: 'light', light: 'dark', dark: 'system' };
const LABEL: Record<ThemeChoice, MessageDescriptor> = {
  system: msg`System theme`,
  light: msg`Light theme`,
  dark: msg`Dark theme`,
};

export function ThemeToggle({ className = '' }: { className?: string }) {
  const { t, i18n } = useLingui();
  // Prerendered pages show "system"; hydration starts from that and then shows the stored choice.
  const choice = useSyncExternalStore(subscribeToThemeChoice, readTheme, () => 'system' as const);

  useEffect(() => {
    if (choice !== 'system' || typeof matchMedia !== 'function') return;
    const query = matchMedia('(prefers-color-scheme: dark)');
    const onChange = () => applyTheme('system');
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [choice]);

  return (
    <button
      type="button"
      onClick={() => {
        saveTheme(NEXT[choice]);
      }}
      className={`rounded-lg p-2 text-sm text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800 ${className}`}
      title={t`${i18n._(LABEL[choice])} — click to change`}
    >
      {/* The app's one icon set here too: the "◐" glyph drew differently on every system (#33). */}
      <ThemeIcon choice={choice} />
      <span className="sr-only">{t`${i18n._(LABEL[choice])}. Change theme`}</span>
    </button>
  );
}
