/** The dashboard's languages (issue #19): the provider's four and Spanish. */
export const LOCALES = ['en', 'fr', 'ru', 'vi', 'es'] as const;
export type Locale = (typeof LOCALES)[number];

/** Each language in its own words: a person looks for their language, not its English name. */
/* eslint-disable lingui/no-unlocalized-strings -- a language's name is the same in every language */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  fr: 'Français',
  ru: 'Русский',
  vi: 'Tiếng Việt',
  es: 'Español',
};
/* eslint-enable lingui/no-unlocalized-strings */

/** Where the language chosen in Settings or the header is kept (also read by server/first-paint.ts). */
export const LOCALE_KEY = 'vcs.locale';

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** The first of the browser's languages we have ("fr-CA" → fr), else English. */
export function matchLocale(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return 'en';
}

/** The language chosen in Settings or the header, else the browser's. */
export function preferredLocale(): Locale {
  try {
    const stored = localStorage.getItem(LOCALE_KEY);
    if (isLocale(stored)) return stored;
  } catch {
    // Storage unavailable (private mode): follow the browser.
  }
  return typeof navigator === 'undefined' ? 'en' : matchLocale(navigator.languages ?? []);
}

export function saveLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_KEY, locale);
  } catch {
    // The choice still applies to this page.
  }
}
