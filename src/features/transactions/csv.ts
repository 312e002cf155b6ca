import Papa from 'papaparse';
import { downloadText } from '../../lib/download';
import { centsText } from '../../lib/money';
import type { Transaction } from '../../contract/transactions';
import { localTimestamp } from '../../lib/local-timestamp';
import { movesMoney } from '../../lib/purchases';

export type CsvOptions = {
  /** Each card as the person names it ("Ads •••• 4242", issue #48); the id when not known. */
  cardNames?: ReadonlyMap<string, string>;
  /** The zone of `created_at`'s local time (the browser's unless given: tests). */
  timeZone?: string;
};

export const CSV_COLUMNS = [
  'id',
  'created_at',
  'card_id',
  'card',
  'type',
  'amount',
  'currency',
  'merchant',
  'category',
  'mcc',
  'country',
  'balance_after',
  'decline_reason',
  'moves_money',
  'note',
] as const;

/**
 * What a spreadsheet would run as a formula: text starting with =, +, -, @, a tab or a carriage
 * return (OWASP "CSV injection"). An amount we write ("-12.25", centsText) is a number, not a
 * formula, and stays as it is. No `.*$` as papaparse's own default has: that misses a formula
 * whose text goes on past a line break.
 */
export const FORMULA_START = /^(?!-?\d+\.\d{2}$)[=+\-@\t\r]/;

/**
 * Transactions as CSV (RFC 4180 quoting by papaparse), one row per transaction as the service
 * records it, with `moves_money` saying which rows move money. No card numbers: the card id and
 * the card's label with its last four. `created_at` is the person's local time with its UTC
 * offset (issue #48).
 * Every cell goes through the one formula guard (papaparse's `escapeFormulae` with
 * FORMULA_START: a leading apostrophe), whichever field it came from: the service's answer is
 * not trusted to keep ids, dates or codes plain (issue #47). `note` is the person's own note kept
 * on this device (decision 029); a receipt never goes in.
 */
export function transactionsToCsv(
  rows: Transaction[],
  notes: ReadonlyMap<string, string> = new Map(),
  { cardNames = new Map(), timeZone }: CsvOptions = {},
): string {
  return Papa.unparse(
    {
      fields: [...CSV_COLUMNS],
      data: rows.map((t) => [
        t.id,
        localTimestamp(t.created_at, timeZone),
        t.card_id,
        cardNames.get(t.card_id) ?? t.card_id,
        t.type,
        centsText(t.amount),
        t.currency,
        t.merchant.name,
        t.merchant.category,
        t.merchant.mcc,
        t.merchant.country,
        centsText(t.balance_after),
        t.decline_reason ?? '',
        // A settlement repeats its authorization's amount: summing only these rows is right.
        movesMoney(t) ? 'yes' : 'no',
        notes.get(t.id) ?? '',
      ]),
    },
    { quotes: false, newline: '\r\n', escapeFormulae: FORMULA_START },
  );
}

/** Saves the CSV as a download (lib/download.ts). */
export function downloadCsv(text: string, filename: string, type = 'text/csv;charset=utf-8') {
  downloadText(text, filename, type);
}
