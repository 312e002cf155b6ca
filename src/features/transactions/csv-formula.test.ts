import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { transactionSchema, type Transaction } from '../../contract/transactions';
import { samples } from '../../test/samples';
import { CSV_COLUMNS, transactionsToCsv } from './csv';

/** What a spreadsheet would run as a formula: each start the guard must defuse (OWASP). */
const HOSTILE = [
  '=HYPERLINK("http://x","y")',
  '+1+1',
  '-1+cmd|" /C calc"!A0',
  '@SUM(1)',
  '\t=1',
  '\r=1',
];

/** One transaction whose every text field (as the service could answer it) is `value`. */
function hostileTransaction(value: string): Transaction {
  const txn = transactionSchema.parse(samples.transaction);
  return {
    ...txn,
    id: value,
    created_at: value,
    card_id: value,
    // The schema refuses an unknown type; a row built past it must still be written safely.
    type: value as Transaction['type'],
    currency: value,
    merchant: { name: value, category: value, mcc: value, country: value },
    decline_reason: value,
  };
}

describe('CSV formula guard (issue #47 item 6)', () => {
  it.each(HOSTILE)('defuses %j in every text column, the note too', (value) => {
    const txn = hostileTransaction(value);
    const csv = transactionsToCsv([txn], new Map([[txn.id, value]]));
    const [, row] = Papa.parse<string[]>(csv.trim(), { newline: '\r\n' }).data;
    const money = new Set(['amount', 'balance_after', 'moves_money']);
    const text = CSV_COLUMNS.filter((column) => !money.has(column));
    expect(text).toHaveLength(12);
    for (const column of text) {
      expect({ column, cell: row![CSV_COLUMNS.indexOf(column)] }).toEqual({
        column,
        cell: `'${value}`,
      });
    }
  });

  it('keeps amounts as plain numbers, a negative one too', () => {
    const txn = transactionSchema.parse(samples.transaction);
    const [, row] = Papa.parse<string[]>(transactionsToCsv([txn]).trim()).data;
    expect(row![CSV_COLUMNS.indexOf('amount')]).toBe('-12.25');
    expect(row![CSV_COLUMNS.indexOf('balance_after')]).toBe('13.25');
    expect(row![CSV_COLUMNS.indexOf('merchant')]).toBe('Meta Ads');
  });
});
