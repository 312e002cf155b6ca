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
 * Transactions as CSV (RFC 4180 quoting by papaparse), one row per transaction as the service
 * records it, with `moves_money` saying which rows move money. No card numbers: only the card id.
 * Cells that a spreadsheet would run as a formula (=, +, -, @ at the start of text) get a
 * leading apostrophe. `note` is the person's own note kept on this device (decision 029); a
 * receipt never goes in.
 */
export function transactionsToCsv(
  rows: Transaction[],
  notes: ReadonlyMap<string, string> = new Map(),
): string {
  const safe = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);
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
        safe(t.merchant.name),
        safe(t.merchant.category),
        t.merchant.mcc,
        t.merchant.country,
        centsText(t.balance_after),
        safe(t.decline_reason ?? ''),
        // A settlement repeats its authorization's amount: summing only these rows is right.
        movesMoney(t) ? 'yes' : 'no',
        safe(notes.get(t.id) ?? ''),
      ]),
    },
    { quotes: false, newline: '\r\n' },
  );
}

/** Saves the CSV as a download (lib/download.ts). */
export function downloadCsv(text: string, filename: string, type = 'text/csv;charset=utf-8') {
  downloadText(text, filename, type);
}
