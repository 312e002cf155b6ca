import { usdFormat } from './i18n/intl';
/**
 * Money is integer cents everywhere it is computed. The wire format of the service is a USD
 * number with at most two decimals; these helpers convert at the edges.
 */
import { parseDecimalToCents, type Cents } from '../contract/money';

// The app reads cents only: the contract's codec converts answers (usdSchema) and src/api
// converts what it sends, so features have no dollars to convert (decision 006, 2026-11-26).
// Formatting and what a person types stay here.
export { assertCents, centsText, parseDecimalToCents, type Cents } from '../contract/money';

/**
 * Parses what a person types as an amount ("1,234.50", "$20", " 7 ") to cents.
 * Returns null for anything that is not a plain non-negative amount with at most two decimals.
 */
export function parseUserAmount(input: string): Cents | null {
  const cleaned = input
    .trim()
    .replace(/^\$/, '')
    .replace(/,(?=\d{3}(\D|$))/g, '');
  if (cleaned === '' || cleaned.startsWith('-')) return null;
  return parseDecimalToCents(cleaned, 'reject');
}

/** Formats cents as USD in the active language: 123456 → "$1,234.56", "1 234,56 $US" in French. */
export function formatCents(cents: Cents, options: { signed?: boolean } = {}): string {
  const text = usdFormat().format(Math.abs(cents) / 100);
  if (cents < 0) return `−${text}`;
  if (options.signed && cents > 0) return `+${text}`;
  return text;
}
