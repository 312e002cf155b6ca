import { i18n, type Messages } from '@lingui/core';
import { messages as englishCompiled } from 'virtual:english-messages';
import { isLocale, preferredLocale, saveLocale, type Locale } from './locales';

/**
 * The active language (decision 011). English is in the code (the source messages; those with
 * placeholders compiled: server/english-messages.ts); any other language's public catalogue is a
 * chunk of its own, loaded before the first render, and its signed-in features' words (`app`)
 * load with the session's layout. Only the active language is ever downloaded.
 */
type Catalog = { messages: Messages };
const publicCatalogs = import.meta.glob<Catalog>(['../../locales/*/public.po', '!**/en/*']);
const appCatalogs = import.meta.glob<Catalog>(['../../locales/*/app.po', '!**/en/*']);
const load = async (catalogs: typeof publicCatalogs, locale: Locale, name: string) =>
  (await catalogs[`../../locales/${locale}/${name}.po`]!()).messages;

// English words are the source messages in the code; only those with plurals come compiled
// (server/english-messages.ts). Lingui's production build has no compiler: this one fills plain
// `{name}` placeholders (tags stay text for <Trans>), the only other form English messages take.
if (import.meta.env.PROD) i18n.setMessagesCompiler(compilePlaceholders);

/** "Switched to {name}." → ["Switched to ", ["name"], "."]: Lingui's compiled form, for placeholders only. */
export function compilePlaceholders(message: string): Array<string | [string]> {
  return message.split(/\{(\w+)\}/).map((part, i) => (i % 2 ? [part] : part));
}

let appWanted = false;
/** The language last asked for: a load that finishes after another was asked for does not win. */
let wanted: Locale | null = null;
const loaded = new Set<string>();

async function ensure(locale: Locale, which: 'public' | 'app'): Promise<void> {
  const key = `${locale}/${which}`;
  if (loaded.has(key)) return;
  const messages =
    locale !== 'en'
      ? await load(which === 'public' ? publicCatalogs : appCatalogs, locale, which)
      : which === 'public'
        ? englishCompiled
        : (await import('virtual:english-app-messages')).messages;
  i18n.load(locale, messages);
  loaded.add(key);
}

/** Loads the language's catalogues (public, and app once wanted), then switches to it. */
export async function activateLocale(locale: Locale, options: { remember?: boolean } = {}) {
  wanted = locale;
  await ensure(locale, 'public');
  if (appWanted) await ensure(locale, 'app');
  if (wanted !== locale) return;
  i18n.activate(locale);
  if (options.remember) saveLocale(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/** The signed-in features' words in the active language (the session layout's route waits on it). */
export async function loadAppMessages(): Promise<void> {
  appWanted = true;
  // At start-up another language may still be loading (main.tsx): its words, not English's.
  const locale = wanted ?? (isLocale(i18n.locale) ? i18n.locale : 'en');
  await ensure(locale, 'app');
  // A language asked for meanwhile loads its own app words (activateLocale) and stays.
  // Until its public words are in, activateLocale is still on its way and activates it itself.
  if ((wanted !== null && wanted !== locale) || !loaded.has(`${locale}/public`)) return;
  // Components already rendered in this language read the merged messages on the next change.
  i18n.activate(locale);
}

/** Start-up: English at once (no wait), or the preferred language once its catalogue is here. */
export function startI18n(locale: Locale = preferredLocale()): Promise<void> | void {
  if (locale === 'en') {
    wanted = 'en';
    i18n.loadAndActivate({ locale: 'en', messages: { ...englishCompiled } });
    loaded.add('en/public');
    if (typeof document !== 'undefined') document.documentElement.lang = 'en';
    return;
  }
  return activateLocale(locale);
}

export const activeLocale = (): Locale => (isLocale(i18n.locale) ? i18n.locale : 'en');
export { i18n };
