import { RECORD_KINDS, type ChangeSet } from '../domain/changes';
import { emptyState, type Account, type ServiceState } from '../domain/state';

/** One stored row: an account's own fields (`kind` 'account') or one record, as JSON text. */
export type Row = { key: string; seedHash: string; kind: string; seq: number; value: string };
/** What a commit does to one row: write it, or (null) delete it. */
export type RowWrite = { key: string; row: Row | null };

const HEADER_FIELDS_EXCLUDED = new Set<string>(RECORD_KINDS);

/**
 * The rows of a record store, kept in memory: what a change set writes (`plan`), applying it, and
 * the state they make. Row order (`seq`) is insertion order; a rewritten row keeps its place.
 */
export function createRowSet() {
  let secret: string | null = null;
  const rows = new Map<string, Row>();
  let seq = 0;

  function plan(changes: ChangeSet): RowWrite[] {
    const writes = new Map<string, Row | null>();
    const put = (key: string, seedHash: string, kind: string, value: unknown) =>
      writes.set(key, {
        key,
        seedHash,
        kind,
        seq: rows.get(key)?.seq ?? ++seq,
        value: JSON.stringify(value),
      });
    for (const [seedHash, account] of changes.accounts) {
      if (account) put(`account\u0000${seedHash}`, seedHash, 'account', headerOf(account));
      else
        for (const row of rows.values()) if (row.seedHash === seedHash) writes.set(row.key, null);
    }
    for (const [key, change] of changes.records)
      if (change.value) put(key, change.seedHash, change.kind, change.value);
      else writes.set(key, null);
    return [...writes].map(([key, row]) => ({ key, row }));
  }

  return {
    secret: () => secret,
    plan,
    apply(writes: RowWrite[], stateSecret: string) {
      secret ??= stateSecret;
      for (const { key, row } of writes) {
        if (row) rows.set(key, row);
        else rows.delete(key);
      }
    },
    /** Rows read back from storage, in any order. */
    import(stateSecret: string, stored: Row[]) {
      secret = stateSecret;
      rows.clear();
      for (const row of [...stored].sort((a, b) => a.seq - b.seq)) rows.set(row.key, row);
      seq = Math.max(0, ...stored.map((r) => r.seq));
    },
    /** The state the rows make (null before anything was kept). */
    toState(): ServiceState | null {
      if (secret === null) return null;
      const state = emptyState(secret);
      for (const row of rows.values()) {
        if (row.kind !== 'account') continue;
        const account = JSON.parse(row.value) as Account;
        for (const kind of RECORD_KINDS) (account as Record<string, unknown>)[kind] = [];
        state.accounts[row.seedHash] = account;
      }
      for (const row of rows.values()) {
        if (row.kind === 'account') continue;
        const account = state.accounts[row.seedHash];
        if (account) (account[row.kind as 'cards'] as object[]).push(JSON.parse(row.value));
      }
      return state;
    },
  };
}

export function headerOf(account: Account): Record<string, unknown> {
  const header: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(account))
    if (!HEADER_FIELDS_EXCLUDED.has(key)) header[key] = value;
  return header;
}
