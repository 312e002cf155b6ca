import { dateToDay } from '../../../lib/calendar-day';
import type { TransactionView } from '../transaction-params';

/**
 * The words a search understands, in the person's language and in English (search-words.ts):
 * each entry is a list of phrases, lower case.
 */
export type SearchWords = {
  over: string[];
  under: string[];
  between: string[];
  and: string[];
  today: string[];
  yesterday: string[];
  thisWeek: string[];
  lastWeek: string[];
  thisMonth: string[];
  lastMonth: string[];
};

/** What a search sets: the list's own filters (issue #51 item 4), never a second filter model. */
export type SearchPatch = Pick<
  TransactionView,
  'merchant' | 'min_amount' | 'max_amount' | 'from' | 'to'
>;

/** The filters a search replaces: a new search is about merchant, amount and dates again. */
export const SEARCH_KEYS = ['merchant', 'min_amount', 'max_amount', 'from', 'to'] as const;

// An amount as a person types it: "$50", "12.50", "12,50 $", "1,200". Up to 7 digits before the
// point: the list's amounts never pass the card's limits (contract/limits.ts).
const NUMBER = String.raw`(\d{1,3}(?:,\d{3})+|\d{1,7})(?:[.,](\d{1,2}))?`;
const AMOUNT = String.raw`\$? ?${NUMBER} ?\$?`;
const WHOLE_AND_CENTS = String.raw`(\d{1,3}(?:,\d{3})+|\d{1,7})[.,](\d{1,2})`;

const escape = (phrase: string) => phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const anyOf = (phrases: string[]) =>
  [...phrases]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|');

/** "1,200" → "1200", "12,50" → "12.50": the URL's amount as parseUserAmount reads it. */
function amountText(whole: string, fraction: string | undefined): string {
  const digits = whole.replace(/,/g, '');
  return fraction === undefined ? digits : `${digits}.${fraction.padEnd(2, '0')}`;
}

/** The days a date phrase names, as of `now` in the person's calendar; weeks start on Monday. */
function days(which: keyof SearchWords, now: Date): { from: string; to: string } | null {
  const y = now.getFullYear();
  const m = now.getMonth();
  const d = now.getDate();
  const day = (yy: number, mm: number, dd: number) => dateToDay(new Date(yy, mm, dd));
  const monday = d - ((now.getDay() + 6) % 7);
  switch (which) {
    case 'today':
      return { from: day(y, m, d), to: day(y, m, d) };
    case 'yesterday':
      return { from: day(y, m, d - 1), to: day(y, m, d - 1) };
    case 'thisWeek':
      return { from: day(y, m, monday), to: day(y, m, d) };
    case 'lastWeek':
      return { from: day(y, m, monday - 7), to: day(y, m, monday - 1) };
    case 'thisMonth':
      return { from: day(y, m, 1), to: day(y, m, d) };
    case 'lastMonth':
      return { from: day(y, m - 1, 1), to: day(y, m, 0) };
    default:
      return null;
  }
}

const DATE_PHRASES = [
  'today',
  'yesterday',
  'thisWeek',
  'lastWeek',
  'thisMonth',
  'lastMonth',
] as const;

/**
 * A search in words → the list's filters: "netflix over 10 last month" is the merchant "netflix",
 * at least $10.00, last month's days. Amounts after "over"/"under", between two amounts, or with a
 * currency sign or cents on their own (an exact amount); a date phrase; every other word is the
 * merchant. Anything it does not understand stays text, so nothing typed is lost.
 */
export function parseSearch(input: string, now: Date, words: SearchWords): SearchPatch {
  let text = ` ${input.toLowerCase().replace(/\s+/g, ' ').trim()} `;
  const patch: SearchPatch = {};
  const take = (pattern: string, apply: (match: RegExpExecArray) => void) => {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a pattern, not words
    const match = new RegExp(`(?<=\\s)(?:${pattern})(?=\\s)`, 'u').exec(text);
    if (!match) return;
    apply(match);
    text = `${text.slice(0, match.index)} ${text.slice(match.index + match[0].length)}`;
  };
  take(`(?:${anyOf(words.between)}) ${AMOUNT} (?:${anyOf(words.and)}|-) ${AMOUNT}`, (m) => {
    const [low, high] = [amountText(m[1]!, m[2]), amountText(m[3]!, m[4])];
    const swap = Number(low) > Number(high);
    patch.min_amount = swap ? high : low;
    patch.max_amount = swap ? low : high;
  });
  take(
    `(?:${anyOf(words.over)}|>|>=) ?${AMOUNT}`,
    (m) => (patch.min_amount = amountText(m[1]!, m[2])),
  );
  take(
    `(?:${anyOf(words.under)}|<|<=) ?${AMOUNT}`,
    (m) => (patch.max_amount = amountText(m[1]!, m[2])),
  );
  // An amount on its own is exact only when it reads as money ("$12", "12.50", "12 $"): a bare
  // number may be a merchant's ("Shop 24").
  for (const exact of [`\\$ ?${NUMBER}`, `${NUMBER} ?\\$`, WHOLE_AND_CENTS])
    if (patch.min_amount === undefined && patch.max_amount === undefined)
      take(exact, (m) => (patch.min_amount = patch.max_amount = amountText(m[1]!, m[2])));
  for (const which of DATE_PHRASES)
    take(anyOf(words[which]), () => Object.assign(patch, days(which, now)));
  const merchant = text.replace(/\s+/g, ' ').trim();
  if (merchant) patch.merchant = merchant.slice(0, 100);
  return patch;
}
