// @vitest-environment node
import { readCatalog } from '../../../e2e/support/catalogs';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales';

type Part = string | [string, string?, Record<string, Parts>?];
type Parts = string | Part[];

/**
 * What a translation must keep, in any order: its `{placeholders}`, the variable and kind of a
 * plural (`{0,plural}`: its branches are the language's own), and `<0>tags</0>`.
 */
export function slots(message: string): string[] {
  const found = new Set<string>();
  const walk = (parts: Parts) => {
    for (const part of typeof parts === 'string' ? [parts] : parts) {
      if (typeof part === 'string') {
        for (const tag of part.match(/<\/?\d+>/g) ?? []) found.add(tag);
        continue;
      }
      const [name, kind, branches] = part;
      found.add(kind ? `{${name},${kind}}` : `{${name}}`);
      // Branches of a plural (a compiled one may carry an `offset` beside them).
      for (const branch of Object.values(branches ?? {}))
        if (typeof branch === 'string' || Array.isArray(branch)) walk(branch);
    }
  };
  walk(compileMessage(message) as Parts);
  return [...found].sort();
}

describe.each(['public', 'app'])('the %s catalogues', (name) => {
  const english = readCatalog(`src/locales/en/${name}.po`);

  it.each(LOCALES.filter((l) => l !== 'en'))('%s has every English message, translated', (l) => {
    const catalog = readCatalog(`src/locales/${l}/${name}.po`);
    const missing = [...english.keys()].filter((id) => !catalog.get(id)?.trim());
    expect(missing).toEqual([]);
    const broken = [...english.keys()].filter(
      (id) => JSON.stringify(slots(catalog.get(id)!)) !== JSON.stringify(slots(id)),
    );
    expect(broken).toEqual([]);
  });
});

// A message in both catalogues is one id: whichever loads last wins, so both must say the same.
it.each(LOCALES.filter((l) => l !== 'en'))(
  '%s says a message the public and app catalogues share the same way',
  (l) => {
    const shared = readCatalog(`src/locales/${l}/public.po`);
    const app = readCatalog(`src/locales/${l}/app.po`);
    const different = [...app].filter(([id, text]) => shared.has(id) && shared.get(id) !== text);
    expect(different).toEqual([]);
  },
);

// Markdown is not rendered: a backtick would show as itself (issue #29: "e.g. `npm run api`").
it.each(LOCALES)('%s shows no literal backtick to a person', (l) => {
  const ticks = ['public', 'app'].flatMap((name) =>
    [...readCatalog(`src/locales/${l}/${name}.po`).values()].filter((text) => text.includes('`')),
  );
  expect(ticks).toEqual([]);
});

describe('the check itself', () => {
  it('finds a message missing from a catalogue and a lost placeholder', () => {
    expect(slots('Wallet balance {0} <0>x</0>')).toEqual(['</0>', '<0>', '{0}']);
    expect(slots('Solde du portefeuille')).not.toEqual(slots('Wallet balance {0}'));
    // A plural keeps its variable; its branches follow the language (Russian has four).
    expect(slots('{0, plural, one {# carte} many {# cartes} other {# cartes}}')).toEqual(
      slots('{0, plural, one {# card} other {# cards}}'),
    );
    expect(slots('{n, plural, one {# carte} other {# cartes}}')).not.toEqual(
      slots('{0, plural, one {# card} other {# cards}}'),
    );
  });
});
