import { readFileSync } from 'node:fs';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activateLocale, i18n, loadAppMessages, startI18n } from '../../lib/i18n/i18n';
import type { CardListItem } from '../../contract/cards';
import { statementPdf, needsUnicodeFont } from './statement-pdf';
import { statementFor, type Movement } from './statement-model';
import { statementText } from './statement-text';

const ZONE = 'Europe/Paris';
const month = {
  start: Date.parse('2026-10-31T23:00:00Z'),
  end: Date.parse('2026-11-30T23:00:00Z'),
};
const at = (day: number) => month.start + day * 86_400_000;
const moves: Movement[] = [
  { at: at(1), kind: 'deposit', cents: 150_000, what: 'BTC', id: 'dep_1' },
  { at: at(1), kind: 'fee', cents: -250, what: 'BTC', id: 'dep_1:fee' },
  {
    at: at(3),
    kind: 'purchase',
    cents: -12_345,
    what: 'Café de Flore',
    category: 'food_and_drink',
    cardId: 'card_1',
    id: 'txn_1',
  },
  {
    at: at(4),
    kind: 'purchase',
    cents: -99_999,
    what: 'Air France',
    category: 'travel',
    cardId: 'card_1',
    id: 'txn_2',
  },
  {
    at: at(5),
    kind: 'refund',
    cents: 2_345,
    what: 'Café de Flore',
    category: 'food_and_drink',
    cardId: 'card_1',
    id: 'txn_3',
  },
];
const cards = new Map([
  ['card_1', { id: 'card_1', last4: '4242', label: 'Everyday' } as CardListItem],
]);
const data = { statement: statementFor(month, 1_000_000, moves), cards };

/** The strings a page shows: an uncompressed PDF writes each as `(text) Tj`, Latin-1 bytes. */
function shownText(bytes: ArrayBuffer): string {
  const file = new TextDecoder('windows-1252').decode(bytes);
  return [...file.matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)]
    .map((m) => m[1]!.replace(/\\([()\\])/g, '$1'))
    .join('\n');
}

describe('the statement PDF', () => {
  beforeAll(() => loadAppMessages());
  afterEach(() => startI18n('en'));

  it('shows the balances, the totals and every line in English', () => {
    const document = statementText(i18n, data, ZONE, at(20));
    expect(needsUnicodeFont(document)).toBe(false);
    const text = shownText(statementPdf(document, null, { compress: false }));
    const s = data.statement;
    expect(s.openingCents + 150_000 - 250 - 12_345 - 99_999 + 2_345).toBe(s.closingCents);
    expect(text).toContain('Statement for November 2026');
    expect(text).toMatch(/Opening balance\n\$9,602\.49/);
    expect(text).toMatch(/Closing balance\n\$10,000\.00/);
    expect(text).toMatch(/Purchases\n-\$1,123\.44/);
    expect(text).toMatch(/Refunds\n\+\$23\.45/);
    expect(text).toMatch(/Fees\n-\$2\.50/);
    expect(text).toMatch(/Travel\n\$999\.99\nFood and drink\n\$100\.00\nTotal spent\n\$1,099\.99/);
    expect(text).toContain('Café de Flore · \u00b7\u00b7\u00b7\u00b7 4242');
    expect(text).toContain('Nov 1, 2026 - Nov 30, 2026 (Europe/Paris)');
  });

  it('writes French with its accents and spaces in the standard font', async () => {
    await activateLocale('fr');
    const document = statementText(i18n, data, ZONE, at(20));
    expect(needsUnicodeFont(document)).toBe(false);
    const text = shownText(statementPdf(document, null, { compress: false }));
    expect(text).toContain('novembre 2026');
    expect(text).toMatch(/Solde de clôture\n10 000,00 \$US/);
    expect(text).toContain('Dépenses par catégorie');
  });

  it('embeds DejaVu Sans for Russian and Vietnamese, which the standard fonts cannot write', async () => {
    const font = readFileSync(`${__dirname}/fonts/DejaVuSans.ttf`);
    for (const locale of ['ru', 'vi'] as const) {
      await activateLocale(locale);
      const document = statementText(i18n, data, ZONE, at(20));
      expect(needsUnicodeFont(document), locale).toBe(true);
      const bytes = statementPdf(
        document,
        font.buffer.slice(font.byteOffset, font.byteOffset + font.byteLength),
        { compress: false },
      );
      expect(new TextDecoder('latin1').decode(bytes)).toContain('/BaseFont /DejaVuSans');
    }
  });
});
