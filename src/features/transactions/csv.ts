import Papa from 'papaparse';
import { downloadText } from '../../lib/download';
import { centsText } from '../../lib/money';
import type { Transaction } from '../../contract/transactions';
import { movesMoney } from '../../lib/purchases';

export const CSV_COLUMNS = [
  'id',
  'created_at',
  'card_id',
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
 * records it, with `moves_money` saying which rows move money. No card numbers: only the card id.
 * Every cell goes through the one formula guard (papaparse's `escapeFormulae` with
 * FORMULA_START: a leading apostrophe), whichever field it came from: the service's answer is
 * not trusted to keep ids, dates or codes plain (issue #47). `note` is the person's own note kept
 * on this device (decision 029); a receipt never goes in.
 */
export function transactionsToCsv(
  rows: Transaction[],
  notes: ReadonlyMap<string, string> = new Map(),
): string {
  return Papa.unparse(
    {
      fields: [...CSV_COLUMNS],
      data: rows.map((t) => [
        t.id,
        t.created_at,
        t.card_id,
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
