import { readFileSync } from 'node:fs';

/** msgid → msgstr of a catalogue as `lingui extract` writes it (one line each). */
export function readCatalog(path: string): Map<string, string> {
  const entries = new Map<string, string>();
  const unescape = (text: string) => text.replace(/\\(["\\])/g, '$1').replace(/\\n/g, '\n');
  let id: string | null = null;
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const msgid = /^msgid "(.*)"$/.exec(line);
    const msgstr = /^msgstr "(.*)"$/.exec(line);
    if (msgid) id = unescape(msgid[1]!);
    else if (msgstr && id) {
      entries.set(id, unescape(msgstr[1]!));
      id = null;
    }
  }
  return entries;
}

const CATALOGS = ['public', 'app'] as const;

/**
 * English that libraries write unless the app gives them words (issue #29, item 8): sonner's
 * toast region and close button, cmdk's list and loading row. Each maps to the catalogue message
 * the app passes instead; the default is a leftover wherever that message is translated, or
 * missing from the catalogues.
 */
const LIBRARY_DEFAULTS: Record<string, string> = {
  'Notifications alt+T': 'Notifications',
  'Close toast': 'Close',
  Suggestions: 'Suggestions',
  'Loading...': 'Loading…',
};

/**
 * The English words a page in `locale` must not show: every plain message (no placeholder) of the
 * catalogues whose translation differs (a word such as "Session" is the same in French) — the
 * service's sentences the app translates are among them ("One-time code sent", "My first card") —
 * and the libraries' defaults above.
 */
export function englishLeftovers(locale: string): Set<string> {
  const words = new Set<string>();
  const all = new Map<string, string>();
  for (const name of CATALOGS) {
    const translated = readCatalog(`src/locales/${locale}/${name}.po`);
    for (const [id, text] of translated) all.set(id, text);
    for (const id of readCatalog(`src/locales/en/${name}.po`).keys())
      if (!/[{<]/.test(id) && translated.get(id) !== id) words.add(id);
  }
  for (const [english, id] of Object.entries(LIBRARY_DEFAULTS))
    if (all.get(id) === undefined || all.get(id) !== id) words.add(english);
  return words;
}

/** A message in `locale`, as its catalogue has it (to find a control by its translated name). */
export function translated(locale: string, english: string): string {
  for (const name of CATALOGS) {
    const text = readCatalog(`src/locales/${locale}/${name}.po`).get(english);
    if (text) return text;
  }
  throw new Error(`"${english}" is in no ${locale} catalogue`);
}
