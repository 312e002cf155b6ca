import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * Activity read day by day (decision 031): each row's calendar day in the person's time zone, and
 * the day's heading — "Today", "Yesterday", then the date in the person's language.
 */

/** The person's time zone (the browser's): where their midnight falls. */
export const localTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

const keyFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day ("2026-11-24") an instant falls on in `timeZone`. */
export function dayKey(instant: string | Date, timeZone = localTimeZone()): string {
  let format = keyFormats.get(timeZone);
  if (!format) {
    // en-CA writes days as YYYY-MM-DD whatever the page's language.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    keyFormats.set(timeZone, format);
  }
  return format.format(typeof instant === 'string' ? new Date(instant) : instant);
}

/** A day key's noon in UTC: the instant that names the day in every formatter read in UTC. */
const utcNoon = (day: string) =>
  new Date(Date.UTC(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8, 10), 12));

/** The day before a day key, by the calendar (a DST change does not move it). */
export function previousDay(day: string): string {
  const noon = utcNoon(day);
  noon.setUTCDate(noon.getUTCDate() - 1);
  return noon.toISOString().slice(0, 10);
}

export type DayEntry<T> = { row: T; day: string; firstOfDay: boolean };

/** Rows (newest first, as the service lists them) with their day and whether each opens a day. */
export function withDays<T extends { created_at: string }>(
  rows: T[],
  timeZone = localTimeZone(),
): DayEntry<T>[] {
  let last: string | null = null;
  return rows.map((row) => {
    const day = dayKey(row.created_at, timeZone);
    const firstOfDay = day !== last;
    last = day;
    return { row, day, firstOfDay };
  });
}

const headingFormats = new Map<string, Intl.DateTimeFormat>();

/** "Wednesday, November 25" (with the year when asked) in `locale`; the day is read at UTC noon. */
function headingFormat(locale: string, withYear: boolean): Intl.DateTimeFormat {
  const key = `${locale}|${withYear}`;
  let format = headingFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      ...(withYear ? { year: 'numeric' } : {}),
      timeZone: 'UTC',
    });
    headingFormats.set(key, format);
  }
  return format;
}

const TODAY = msg`Today`;
const YESTERDAY = msg`Yesterday`;

/** A day's heading as of `now`: "Today", "Yesterday", else the date (with the year if not this one). */
export function dayHeading(
  i18n: I18n,
  day: string,
  now: Date = new Date(),
  timeZone = localTimeZone(),
): string {
  const today = dayKey(now, timeZone);
  if (day === today) return i18n._(TODAY);
  if (day === previousDay(today)) return i18n._(YESTERDAY);
  const noon = utcNoon(day);
  const words = headingFormat(i18n.locale, day.slice(0, 4) !== today.slice(0, 4)).format(noon);
  return words.charAt(0).toLocaleUpperCase(i18n.locale) + words.slice(1);
}
