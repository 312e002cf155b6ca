import { afterEach, describe, expect, it } from 'vitest';
import { formatDate } from '../format';
import { formatCents } from '../money';
import { activateLocale, startI18n } from './i18n';

// Intl separates thousands with a narrow no-break space (U+202F) and puts a no-break space
// (U+00A0) before the currency in French: written out here so the test says which.
const NNBSP = '\u202f';
const NBSP = '\u00a0';

describe('amounts and dates in the active language', () => {
  afterEach(() => startI18n('en'));

  it.each([
    ['en', '$1,234.56'],
    ['fr', `1${NNBSP}234,56${NBSP}$US`],
    ['es', `1234,56${NBSP}US$`],
    ['ru', `1${NBSP}234,56${NBSP}$`],
    ['vi', `1.234,56${NBSP}US$`],
  ] as const)('%s writes 123456 cents as %s', async (locale, text) => {
    await activateLocale(locale);
    expect(formatCents(123456)).toBe(text);
    expect(formatCents(-500)).toMatch(/^−/);
  });

  it('dates follow the language too', async () => {
    await activateLocale('fr');
    expect(formatDate('2026-11-24T10:00:00Z')).toBe('24 nov. 2026');
    await activateLocale('en');
    expect(formatDate('2026-11-24T10:00:00Z')).toBe('Nov 24, 2026');
  });
});
