/**
 * A calendar day as the service's filters write it ("2026-11-24") and the local `Date` a date
 * picker works with: the day is the person's, so no time zone moves it.
 */
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function dayToDate(day: string | undefined): Date | undefined {
  const match = day ? DAY.exec(day) : null;
  if (!match) return undefined;
  const date = new Date(+match[1]!, +match[2]! - 1, +match[3]!);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

export function dateToDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
