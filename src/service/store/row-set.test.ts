// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { emptyChanges, touch, touchAccount, untouch, type ChangeSet } from '../domain/changes';
import type { Account } from '../domain/state';
import { BLOCK_SIZE, createRowSet, type Row, type RowWrite } from './row-set';

const SECRET = 'f'.repeat(32);
const account = { id: 'acc_1', seedHash: 'a'.repeat(64), walletCents: 0 } as unknown as Account;

/** A store's disk: the rows a commit's writes leave behind. */
function disk() {
  const rows = new Map<string, Row>();
  return {
    write(writes: RowWrite[]) {
      for (const { key, row } of writes)
        if (row) rows.set(key, row);
        else rows.delete(key);
    },
    rows: () => [...rows.values()],
  };
}

function purchases(from: number, to: number): ChangeSet {
  const changes = emptyChanges();
  touchAccount(changes, account);
  for (let i = from; i < to; i++) touch(changes, account, 'transactions', { id: `t${i}`, n: i });
  return changes;
}

const ids = (rows: ReturnType<typeof createRowSet>) =>
  Object.values(rows.toState()!.accounts)[0]!.transactions.map((t) => t.id);

describe('the demo store’s rows: records in blocks', () => {
  it('keeps 300 purchases in three rows, in order, and rewrites only the block a change touches', () => {
    const rows = createRowSet();
    const stored = disk();
    const first = rows.plan(purchases(0, 300));
    expect(first.filter((w) => w.key.startsWith('block'))).toHaveLength(3);
    expect(rows.toState(), 'nothing moves before apply').toBeNull();
    rows.apply(first, SECRET);
    stored.write(first);

    const change = emptyChanges();
    touch(change, account, 'transactions', { id: 't5', n: -5 });
    untouch(change, account, 'transactions', { id: 't6' });
    touch(change, account, 'transactions', { id: 't300', n: 300 });
    const second = rows.plan(change);
    expect(second.map((w) => JSON.parse(w.row!.value).length)).toEqual([BLOCK_SIZE - 1, 45]);
    rows.apply(second, SECRET);
    stored.write(second);

    const expected = [...Array(301).keys()].filter((i) => i !== 6).map((i) => `t${i}`);
    expect(ids(rows)).toEqual(expected);
    const reread = createRowSet();
    reread.import(SECRET, stored.rows().reverse());
    expect(ids(reread)).toEqual(expected);
    expect(Object.values(reread.toState()!.accounts)[0]!.transactions[5]).toEqual({
      id: 't5',
      n: -5,
    });
    expect(reread.migration()).toEqual([]);
  });

  it('reads rows of one record each and rewrites them as blocks, once', () => {
    const stored = disk();
    const old = Array.from({ length: 200 }, (_, i) => ({
      key: `transactions\u0000${account.seedHash}\u0000t${i}`,
      seedHash: account.seedHash,
      kind: 'transactions',
      seq: i + 2,
      value: JSON.stringify({ id: `t${i}`, n: i }),
    }));
    const header = { key: `account\u0000${account.seedHash}`, seedHash: account.seedHash };
    stored.write([{ key: header.key, row: { ...header, kind: 'account', seq: 1, value: '{}' } }]);
    stored.write(old.map((row) => ({ key: row.key, row })));

    const rows = createRowSet();
    rows.import(SECRET, stored.rows());
    const expected = old.map((_, i) => `t${i}`);
    expect(ids(rows)).toEqual(expected);
    const migration = rows.migration();
    expect(migration.filter((w) => w.row)).toHaveLength(2);
    expect(migration.filter((w) => !w.row)).toHaveLength(200);

    // Cut short: the blocks were written, the old rows not yet deleted. Nothing is read twice.
    stored.write(migration.filter((w) => w.row));
    const halfway = createRowSet();
    halfway.import(SECRET, stored.rows());
    expect(ids(halfway)).toEqual(expected);
    expect(halfway.migration().every((w) => !w.row)).toBe(true);
    stored.write(halfway.migration());
    halfway.apply(halfway.migration(), SECRET);
    expect(halfway.migration()).toEqual([]);
    expect(stored.rows()).toHaveLength(3);
    const after = createRowSet();
    after.import(SECRET, stored.rows());
    expect(ids(after)).toEqual(expected);
  });
});
