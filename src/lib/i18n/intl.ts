import { activeLocale } from './i18n';
import { DATE_OPTIONS, USD_OPTIONS } from './intl-options';

/**
 * `Intl` formatters in the active language (decision 011), made once per language: a page of
 * 100 transactions formats 300 values per render.
 */
function perLocale<T>(make: (locale: string) => T): () => T {
  const made = new Map<string, T>();
  return () => {
    const locale = activeLocale();
    let formatter = made.get(locale);
    if (!formatter) made.set(locale, (formatter = make(locale)));
    return formatter;
  };
}

export const usdFormat = perLocale((locale) => new Intl.NumberFormat(locale, USD_OPTIONS));
export const dateTimeFormat = perLocale(
  (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
);
/** A time of day with seconds ("2:03:12 PM", "14:03:12"): tells apart things made minutes apart. */
export const timeFormat = perLocale(
  (locale) => new Intl.DateTimeFormat(locale, { timeStyle: 'medium' }),
);
export const dateFormat = perLocale((locale) => new Intl.DateTimeFormat(locale, DATE_OPTIONS));
/** Whole dollars for a chart's axis ("$250", "250 $US"). */
export const usdWholeFormat = perLocale(
  (locale) =>
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    }),
);
/** A calendar day ("2026-11-24", UTC) as "Nov 24", "24 nov.". */
export const dayFormat = perLocale(
  (locale) => new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }),
);
/** A count of things ("20,000", "20 000"). */
export const countFormat = perLocale((locale) => new Intl.NumberFormat(locale));
/** A share as a whole percentage ("12%", "12 %"). */
export const percentFormat = perLocale(
  (locale) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }),
);
/** A time of day without seconds ("2:03 PM", "14:03"): a row's time under its day's heading. */
export const clockFormat = perLocale(
  (locale) => new Intl.DateTimeFormat(locale, { timeStyle: 'short' }),
);
