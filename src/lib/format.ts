import { dateFormat, dateTimeFormat, dayFormat } from './i18n/intl';

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : dateTimeFormat().format(d);
}

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : dateFormat().format(d);
}

/** "4111 1111 1111 1111" from "4111111111111111". */
export function groupPan(pan: string): string {
  return pan.replace(/\s+/g, '').replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Shortens a long identifier such as a tx hash: "0x12ab…9f3c". */
export function shorten(text: string, head = 6, tail = 4): string {
  return text.length <= head + tail + 1 ? text : `${text.slice(0, head)}…${text.slice(-tail)}`;
}

/** A calendar day as the service writes it ("2026-11-24") in the active language: "Nov 24". */
export function formatDay(day: string): string {
  const d = new Date(Date.UTC(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8, 10)));
  return Number.isNaN(d.getTime()) ? day : dayFormat().format(d);
}
