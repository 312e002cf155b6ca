import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SearchWords } from './parse-search';

/**
 * The phrases a search understands (parse-search.ts). Each message is a comma-separated list that
 * each language's translator writes in full; English's are understood in every language too, the
 * way a person mixes "netflix over 10" into any language.
 */
const PHRASES = {
  // i18n: comma-separated words before a lowest amount in a transaction search ("over 50")
  over: msg`over, more than, above, at least`,
  // i18n: comma-separated words before a highest amount in a transaction search ("under 20")
  under: msg`under, less than, below, at most, up to`,
  // i18n: comma-separated words before two amounts in a transaction search ("between 10 and 20")
  between: msg`between`,
  // i18n: comma-separated words between the two amounts of "between 10 and 20"
  and: msg`and`,
  // i18n: comma-separated ways to say today in a transaction search
  today: msg`today`,
  // i18n: comma-separated ways to say yesterday in a transaction search
  yesterday: msg`yesterday`,
  // i18n: comma-separated ways to say this week in a transaction search
  thisWeek: msg`this week`,
  // i18n: comma-separated ways to say last week in a transaction search
  lastWeek: msg`last week, past week`,
  // i18n: comma-separated ways to say this month in a transaction search
  thisMonth: msg`this month`,
  // i18n: comma-separated ways to say last month in a transaction search
  lastMonth: msg`last month, past month`,
} satisfies Record<keyof SearchWords, unknown>;

/**
 * English's phrases, understood in every language. Written out, not read from the messages: a
 * production build keeps only a message's id. search-words.test.ts holds the two to each other.
 */
/* eslint-disable lingui/no-unlocalized-strings -- English's phrases as data, translated in PHRASES */
export const ENGLISH_WORDS: SearchWords = {
  over: ['over', 'more than', 'above', 'at least'],
  under: ['under', 'less than', 'below', 'at most', 'up to'],
  between: ['between'],
  and: ['and'],
  today: ['today'],
  yesterday: ['yesterday'],
  thisWeek: ['this week'],
  lastWeek: ['last week', 'past week'],
  thisMonth: ['this month'],
  lastMonth: ['last month', 'past month'],
};
/* eslint-enable lingui/no-unlocalized-strings */

const split = (text: string) =>
  text
    .split(',')
    .map((phrase) => phrase.trim().toLowerCase())
    .filter(Boolean);

/** The phrases in the active language, and English's. */
export function searchWords(i18n: I18n): SearchWords {
  const words = {} as SearchWords;
  for (const key of Object.keys(PHRASES) as (keyof SearchWords)[]) {
    words[key] = [...new Set([...split(i18n._(PHRASES[key])), ...ENGLISH_WORDS[key]])];
  }
  return words;
}
