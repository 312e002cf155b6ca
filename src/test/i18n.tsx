import { I18nProvider } from '@lingui/react';
import type { ComponentType, ReactNode } from 'react';
import { i18n } from '../lib/i18n/i18n';

/**
 * Every component rendered in a test gets the app's I18nProvider (in English), around whatever
 * wrapper the test gives: the app puts it at its root (app/app.tsx).
 */
export function withI18n(Inner?: ComponentType<{ children: ReactNode }>) {
  return function I18nWrapper({ children }: { children: ReactNode }) {
    return <I18nProvider i18n={i18n}>{Inner ? <Inner>{children}</Inner> : children}</I18nProvider>;
  };
}
