/**
 * English needs no catalogue for most of its words (decision 011): the macros keep each source
 * message in the code (`stripMessageField: false`), where a plain sentence is used as it is and a
 * `{name}` placeholder is filled by the page's small compiler (src/lib/i18n/i18n.ts). Only messages
 * with plurals (or another ICU format) need Lingui's compiled form, built from the catalogues. `virtual:english-messages` holds the public catalogue's (loaded at
 * start), `virtual:english-app-messages` the signed-in features' (loaded with the session layout,
 * so the public pages' first load does not carry them).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import type { Plugin } from 'vite';

const MODULES: Record<string, string> = {
  'virtual:english-messages': 'src/locales/en/public.po',
  'virtual:english-app-messages': 'src/locales/en/app.po',
};

/** The msgids of a catalogue as `lingui extract` writes it (one line each, no context). */
function msgids(path: string): string[] {
  const text = readFileSync(path, 'utf8');
  return [...text.matchAll(/^msgid "(.+)"$/gm)].map((m) =>
    m[1]!.replace(/\\(["\\])/g, '$1').replace(/\\n/g, '\n'),
  );
}

export function englishMessages(): Plugin {
  return {
    name: 'english-messages',
    resolveId: (id) => (id in MODULES ? `\0${id}` : undefined),
    load(id) {
      const file = id.startsWith('\0') ? MODULES[id.slice(1)] : undefined;
      if (!file) return undefined;
      const messages: Record<string, unknown> = {};
      const path = resolve(file);
      this.addWatchFile(path);
      for (const message of msgids(path)) {
        if (!message.includes('{')) continue;
        const compiled = compileMessage(message);
        // Plain `{name}` placeholders (and tags, which stay text until <Trans> renders them) are
        // compiled in the page by src/lib/i18n/i18n.ts; only plurals and other formats ship here.
        if (typeof compiled !== 'string' && compiled.some((p) => Array.isArray(p) && p.length > 1))
          messages[generateMessageId(message)] = compiled;
      }
      return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(messages))});`;
    },
  };
}
