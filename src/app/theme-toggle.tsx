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

const NEXT: Record<ThemeChoice, ThemeChoice> = { system: 'light', light: 'dark', dark: 'system' };
const LABEL: Record<ThemeChoice, MessageDescriptor> = {
  system: msg`System theme`,
  light: msg`Light theme`,
  dark: msg`Dark theme`,
};

export function ThemeToggle() {
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
      className="rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
      title={t`${i18n._(LABEL[choice])} — click to change`}
    >
      <span aria-hidden="true">{choice === 'dark' ? '☾' : choice === 'light' ? '☀' : '◐'}</span>
      <span className="sr-only">{t`${i18n._(LABEL[choice])}. Change theme`}</span>
    </button>
  );
}
