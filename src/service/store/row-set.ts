import {
  RECORD_KINDS,
  recordId,
  recordKey,
  type ChangeSet,
  type RecordKind,
} from '../domain/changes';
import { emptyState, type Account, type ServiceState } from '../domain/state';

/**
 * One stored row: an account's own fields (`kind` 'account'), or a block of up to `BLOCK_SIZE`
 * records of one kind of one account (key `block\0…`, `value` a JSON array, oldest first). Rows of
 * the first format held one record each; they are still read, and `migration` rewrites them.
 */
export type Row = { key: string; seedHash: string; kind: string; seq: number; value: string };
/** What a commit does to one row: write it, or (null) delete it. `records`: a block's keys. */
export type RowWrite = { key: string; row: Row | null; records?: string[]; parts?: string[] };

/**
 * Records per block: 20,000 purchases read back as ~160 rows instead of 20,000 (IndexedDB's cost
 * is per row: 270–420 ms for 20k rows against 40–100 ms for the same bytes in blocks, Chromium),
 * and a write rewrites at most one block of ~128 records (docs/decisions/007).
 */
export const BLOCK_SIZE = 128;

const HEADER_FIELDS_EXCLUDED = new Set<string>(RECORD_KINDS);
const BLOCK = 'block\u0000';
type Block = { row: Row; records: string[]; parts?: string[] };

/** A block's row: `group` is its kind and account, `seq` its place among the rows. */
const blockRow = (group: string, seedHash: string, kind: string, seq: number, value: string) => ({
  key: `${BLOCK}${group}\u0000${seq}`,
  seedHash,
  kind,
  seq,
  value,
});

/**
 * The rows of a record store, kept in memory: what a change set writes (`plan`), applying it, and
 * the state they make. Records keep their place in their block; new ones go to the newest block
 * of their kind, so a kind's order (blocks by `seq`, then position) is insertion order.
 */
export function createRowSet() {
  let secret: string | null = null;
  const accounts = new Map<string, Row>();
  const blocks = new Map<string, Block>();
  const where = new Map<string, string>();
  let seq = 0;
  /** Read back and not yet handed out: the first `toState` uses these instead of parsing again. */
  let parsed: Map<string, object[]> | null = null;
  /** Rows of the one-record format, to be rewritten as blocks. */
  let legacy: RowWrite[] = [];

  const partsOf = (block: Block) =>
    (block.parts ??= (JSON.parse(block.row.value) as object[]).map((r) => JSON.stringify(r)));

  function plan(changes: ChangeSet): RowWrite[] {
    const drafts = new Map<string, Block | null>();
    const draftOf = (key: string) => {
      const held = drafts.get(key);
      if (held !== undefined) return held;
      const block = blocks.get(key)!;
      const draft = {
        row: { ...block.row },
        records: [...block.records],
        parts: [...partsOf(block)],
      };
      drafts.set(key, draft);
      return draft;
    };
    const newest = new Map<string, string>();
    for (const block of blocks.values())
      newest.set(`${block.row.kind}\u0000${block.row.seedHash}`, block.row.key);
    const writes = new Map<string, RowWrite>();
    for (const [seedHash, account] of changes.accounts) {
      const key = `account\u0000${seedHash}`;
      if (account) {
        const value = JSON.stringify(headerOf(account));
        const row = { key, seedHash, kind: 'account', seq: accounts.get(key)?.seq ?? ++seq, value };
        writes.set(key, { key, row });
      } else {
        writes.set(key, { key, row: null });
        for (const block of blocks.values())
          if (block.row.seedHash === seedHash) drafts.set(block.row.key, null);
        for (const group of [...newest.keys()])
          if (group.endsWith(`\u0000${seedHash}`)) newest.delete(group);
      }
    }
    for (const [key, change] of changes.records) {
      const json = change.value && JSON.stringify(change.value);
      const home = where.get(key);
      const draft = home === undefined ? null : draftOf(home);
      const at = draft ? draft.records.indexOf(key) : -1;
      if (draft && at >= 0) {
        if (json) draft.parts![at] = json;
        else {
          draft.records.splice(at, 1);
          draft.parts!.splice(at, 1);
        }
        continue;
      }
      if (!json) continue;
      const group = `${change.kind}\u0000${change.seedHash}`;
      let open = newest.has(group) ? draftOf(newest.get(group)!) : null;
      if (!open || open.records.length >= BLOCK_SIZE) {
        const row = blockRow(group, change.seedHash, change.kind, ++seq, '');
        open = { row, records: [], parts: [] };
        drafts.set(row.key, open);
        newest.set(group, row.key);
      }
      open.records.push(key);
      open.parts!.push(json);
    }
    for (const [key, draft] of drafts) {
      if (!draft || draft.records.length === 0) writes.set(key, { key, row: null });
      else {
        draft.row.value = `[${draft.parts!.join(',')}]`;
        writes.set(key, { key, row: draft.row, records: draft.records, parts: draft.parts });
      }
    }
    return [...writes.values()];
  }

  return {
    secret: () => secret,
    plan,
    apply(writes: RowWrite[], stateSecret: string) {
      secret ??= stateSecret;
      const written = new Set<string>();
      for (const { key, row, records, parts } of writes) {
        written.add(key);
        parsed?.delete(key);
        seq = Math.max(seq, row?.seq ?? 0);
        if (!key.startsWith(BLOCK)) {
          if (row?.kind === 'account') accounts.set(key, row);
          else accounts.delete(key);
          continue;
        }
        for (const record of blocks.get(key)?.records ?? []) where.delete(record);
        if (!row) blocks.delete(key);
        else {
          blocks.set(key, { row, records: records!, parts });
          for (const record of records!) where.set(record, key);
        }
      }
      if (legacy.length) legacy = legacy.filter((w) => !written.has(w.key));
    },
    /** Rows read back from storage, in any order. */
    import(stateSecret: string, stored: Row[]) {
      secret = stateSecret;
      accounts.clear();
      blocks.clear();
      where.clear();
      parsed = new Map();
      legacy = [];
      const single = new Map<string, Row[]>();
      for (const row of [...stored].sort((a, b) => a.seq - b.seq)) {
        seq = Math.max(seq, row.seq);
        if (row.kind === 'account') accounts.set(row.key, row);
        else if (row.key.startsWith(BLOCK)) {
          const records = JSON.parse(row.value) as object[];
          const kind = row.kind as RecordKind;
          const keys = records.map((r) => recordKey(kind, row.seedHash, recordId(kind, r)));
          blocks.set(row.key, { row, records: keys });
          for (const key of keys) where.set(key, row.key);
          parsed.set(row.key, records);
        } else {
          const group = `${row.kind}\u0000${row.seedHash}`;
          if (single.has(group)) single.get(group)!.push(row);
          else single.set(group, [row]);
        }
      }
      for (const [group, all] of single) {
        // A record already in a block (a migration cut short) is read from the block.
        const rows = all.filter((r) => !where.has(r.key));
        legacy.push(...all.filter((r) => where.has(r.key)).map((r) => ({ key: r.key, row: null })));
        for (let i = 0; i < rows.length; i += BLOCK_SIZE) {
          const part = rows.slice(i, i + BLOCK_SIZE);
          const { seedHash, kind } = part[0]!;
          const row = blockRow(
            group,
            seedHash,
            kind,
            ++seq,
            `[${part.map((r) => r.value).join(',')}]`,
          );
          const records = part.map((r) => r.key);
          blocks.set(row.key, { row, records });
          for (const key of records) where.set(key, row.key);
          legacy.push(
            { key: row.key, row, records },
            ...part.map((r) => ({ key: r.key, row: null })),
          );
        }
      }
    },
    /** Writes that turn rows of the one-record format into blocks (empty when there are none). */
    migration: (): RowWrite[] => legacy,
    /** The state the rows make (null before anything was kept). */
    toState(): ServiceState | null {
      if (secret === null) return null;
      const state = emptyState(secret);
      for (const row of [...accounts.values()].sort((a, b) => a.seq - b.seq)) {
        const account = JSON.parse(row.value) as Account;
        for (const kind of RECORD_KINDS) (account as Record<string, unknown>)[kind] = [];
        state.accounts[row.seedHash] = account;
      }
      const ordered = [...blocks.values()].sort((a, b) => a.row.seq - b.row.seq);
      for (const { row } of ordered) {
        const account = state.accounts[row.seedHash];
        const records = parsed?.get(row.key) ?? (JSON.parse(row.value) as object[]);
        if (account) (account[row.kind as 'cards'] as object[]).push(...records);
      }
      parsed = null;
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
