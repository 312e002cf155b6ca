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

/**
 * The English words a page in `locale` must not show: every plain message (no placeholder) of the
 * public catalogue whose translation differs (a word such as "Session" is the same in French).
 */
export function englishLeftovers(locale: string): Set<string> {
  const translated = readCatalog(`src/locales/${locale}/public.po`);
  return new Set(
    [...readCatalog('src/locales/en/public.po').keys()].filter(
      (id) => !/[{<]/.test(id) && translated.get(id) !== id,
    ),
  );
}
