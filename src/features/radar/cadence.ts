/** How often a subscription charges. Months and years are calendar steps, not fixed day counts. */
export type Cadence = 'weekly' | 'monthly' | 'yearly';
export const CADENCES: readonly Cadence[] = ['weekly', 'monthly', 'yearly'];

export const DAY_MS = 24 * 60 * 60 * 1000;
/** A charge may come this many days either side of its expected date (issue #32). */
export const TOLERANCE_DAYS = 3;

/**
 * How many charges make a series. Two charges a week or a month apart are often chance (two
 * Saturdays at the same shop); two a year apart are all a year of history can show.
 */
export const MIN_CHARGES: Record<Cadence, number> = { weekly: 3, monthly: 3, yearly: 2 };

/** The last day of a UTC month (month 0–11; 12 rolls into the next year). */
function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
}

/**
 * When the next charge is expected after one at `at` (ms). A monthly charge on the 31st falls on
 * the 30th (or the 28th) of a shorter month, as card issuers bill it; a yearly one on February 29
 * falls on the 28th.
 */
export function nextDue(at: number, cadence: Cadence): number {
  if (cadence === 'weekly') return at + 7 * DAY_MS;
  const d = new Date(at);
  const months = cadence === 'monthly' ? 1 : 12;
  const year = d.getUTCFullYear() + Math.floor((d.getUTCMonth() + months) / 12);
  const month = (d.getUTCMonth() + months) % 12;
  const day = Math.min(d.getUTCDate(), daysInMonth(year, month));
  const next = new Date(at);
  next.setUTCFullYear(year, month, day);
  return next.getTime();
}

/** Whether a charge at `later` is the one after `earlier` on this cadence, within ±3 days. */
export function followsOn(earlier: number, later: number, cadence: Cadence): boolean {
  return Math.abs(later - nextDue(earlier, cadence)) <= TOLERANCE_DAYS * DAY_MS;
}

/** Whether two amounts (cents) are within ±10 % of the earlier one, in whole-cent arithmetic. */
export function closeInAmount(earlierCents: number, laterCents: number): boolean {
  return Math.abs(laterCents - earlierCents) * 10 <= earlierCents;
}
