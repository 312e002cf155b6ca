// @vitest-environment node
import { readCatalog } from '../../../e2e/support/catalogs';
import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales';

/** What a translation must keep: `{placeholders}` and `<0>tags</0>`, in any order. */
export const slots = (message: string) =>
  [...message.matchAll(/\{[^{}]+\}|<\/?\d+>/g)].map((m) => m[0]).sort();

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

describe('the check itself', () => {
  it('finds a message missing from a catalogue and a lost placeholder', () => {
    expect(slots('Wallet balance {0} <0>x</0>')).toEqual(['</0>', '<0>', '{0}']);
    expect(slots('Solde du portefeuille')).not.toEqual(slots('Wallet balance {0}'));
  });
});
