import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { transactionSchema } from '../../contract/transactions';
import { samples } from '../../test/samples';
import { CSV_COLUMNS, transactionsToCsv } from './csv';

// Issue #48: the CSV named cards by id only and gave UTC times.
describe('CSV cards and times', () => {
  const txn = {
    ...transactionSchema.parse(samples.transaction),
    created_at: '2026-11-29T01:13:05Z',
  };
  const cell = (csv: string, column: (typeof CSV_COLUMNS)[number]) =>
    Papa.parse<string[]>(csv.trim()).data[1]![CSV_COLUMNS.indexOf(column)];

  it('names the card by its label and last four, beside its id', () => {
    const csv = transactionsToCsv([txn], new Map(), {
      cardNames: new Map([[txn.card_id, 'Ads •••• 4242']]),
    });
    expect(cell(csv, 'card')).toBe('Ads •••• 4242');
    expect(cell(csv, 'card_id')).toBe(txn.card_id);
  });

  it('gives the local time with its UTC offset', () => {
    const paris = transactionsToCsv([txn], new Map(), { timeZone: 'Europe/Paris' });
    expect(cell(paris, 'created_at')).toBe('2026-11-29T02:13:05+01:00');
    const saigon = transactionsToCsv([txn], new Map(), { timeZone: 'Asia/Ho_Chi_Minh' });
    expect(cell(saigon, 'created_at')).toBe('2026-11-29T08:13:05+07:00');
  });
});
