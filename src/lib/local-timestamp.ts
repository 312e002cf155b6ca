/**
 * An instant as the person's local time with its offset from UTC, ISO 8601 style
 * ("2026-11-29T03:13:05+01:00"): a spreadsheet shows the hour the person lived, and the offset
 * keeps it exact (issue #48: the CSV gave UTC alone). `timeZone` is the browser's unless given.
 */
export function localTimestamp(iso: string, timeZone?: string): string {
  // Only an ISO 8601 instant: the engine's lenient parser reads "\t=1" as a date in 2001.
  const date = /^\d{4}-\d{2}-\d{2}T/.test(iso) ? new Date(iso) : new Date(NaN);
  if (Number.isNaN(date.getTime())) return iso;
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'longOffset',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  // "GMT+01:00", or "GMT" for UTC itself.
  const offset = part('timeZoneName').replace('GMT', '') || '+00:00';
  const day = [part('year'), part('month'), part('day')].join('-');
  const time = [part('hour'), part('minute'), part('second')].join(':');
  return day + 'T' + time + offset;
}
