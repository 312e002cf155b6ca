/**
 * Calendar months in the person's time zone (decisions 042 and 045, budgets and statements): a
 * month starts at local midnight on the 1st wherever the person is, not in UTC, and across a DST
 * change it is an hour shorter or longer. `now` is the service's (decision 020), the zone this device's.
 */

const formats = new Map<string, Intl.DateTimeFormat>();
function format(timeZone: string) {
  let f = formats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric' });
    formats.set(timeZone, f);
  }
  return f;
}

/** The local year and month (0–11) of an instant, as one number that grows with time. */
export function monthIndex(at: number, timeZone: string): number {
  const parts = format(timeZone).formatToParts(at);
  const value = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return value('year') * 12 + value('month') - 1;
}

const SEARCH_MS = 16 * 60 * 60 * 1000; // wider than any zone's offset from UTC (+14 h … −12 h)

/**
 * The first instant (ms) of local month `index`: searched between the UTC start of that month
 * ± 16 hours, so a zone whose midnight does not exist on a DST day (it starts at 01:00) is right.
 */
function firstInstantOf(index: number, timeZone: string): number {
  const utc = Date.UTC(Math.floor(index / 12), index % 12, 1);
  let lo = utc - SEARCH_MS; // still in the month before
  let hi = utc + SEARCH_MS; // already in the month
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (monthIndex(mid, timeZone) >= index) hi = mid;
    else lo = mid;
  }
  return hi;
}

export type MonthBounds = { start: number; end: number };

/** The local month holding `at`, `offset` months away (−1: the one before): [start, end). */
export function monthBounds(at: number, timeZone: string, offset = 0): MonthBounds {
  const index = monthIndex(at, timeZone) + offset;
  return { start: firstInstantOf(index, timeZone), end: firstInstantOf(index + 1, timeZone) };
}

/** This device's time zone (the one its clock shows the person). */
export const deviceTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
