import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { transactionSchema } from '../../contract/transactions';
import { samples } from '../../test/samples';
import { CSV_COLUMNS, transactionsToCsv } from './csv';

describe('CSV note column (decision 029)', () => {
  const txn = transactionSchema.parse(samples.transaction);
  it('carries the note, quoted and formula-safe, and is empty without one', () => {
    const notes = new Map([[txn.id, '=1+1, "lunch"\nwith Ana']]);
    const [header, row] = Papa.parse<string[]>(transactionsToCsv([txn], notes).trim()).data;
    const at = CSV_COLUMNS.indexOf('note');
    expect(header![at]).toBe('note');
    expect(row![at]).toBe(`'=1+1, "lunch"\nwith Ana`);
    const [, bare] = Papa.parse<string[]>(transactionsToCsv([txn]).trim()).data;
    expect(bare![at]).toBe('');
  });
});
