import {
  accountAdded,
  emptyChanges,
  RECORD_KINDS,
  type AccountHeader,
  type ChangeSet,
} from '../domain/changes';
import { emptyState, type Account, type ServiceState } from '../domain/state';
import { restoreSnapshot } from './snapshot';

export type { ChangeSet } from '../domain/changes';

/**
 * Where the sandbox keeps its records between runs (SQLite from Node, IndexedDB in the browser).
 * `load` reads everything once at start; `commit` makes one operation's changes durable, and the
 * answer is sent only after it returns. docs/decisions/007 has the interface and its reasons.
 */
export interface RecordStore {
  load(): ServiceState | null;
  commit(changes: ChangeSet, secret: string): void;
  close?(): void;
}

export function headerOf(account: Account): AccountHeader {
  const header: Record<string, unknown> = { ...account };
  for (const kind of RECORD_KINDS) delete header[kind];
  return header as AccountHeader;
}

/** Every row of a state, as one change set (an import of an old JSON snapshot). */
export function allChanges(state: ServiceState): ChangeSet {
  const changes = emptyChanges();
  for (const account of Object.values(state.accounts)) accountAdded(changes, account);
  return changes;
}

/**
 * A state read back from rows: checked like a snapshot, idempotency answers oldest first (a key
 * answered again keeps its row, so row order alone would not say it is the newest).
 */
export function restoreLoaded(state: ServiceState): ServiceState {
  for (const account of Object.values(state.accounts))
    account.idempotencyKeys?.sort((a, b) => a.at - b.at);
  return restoreSnapshot(state);
}

/**
 * Rows as a record store keeps them, in memory: what the model test holds against the service's
 * state after every command (a store fed only change sets must equal it).
 */
export function memoryRecordStore(): RecordStore {
  let secret: string | null = null;
  const accounts = new Map<string, AccountHeader>();
  const rows = new Map<string, { seedHash: string; kind: string; value: string }>();
  return {
    load() {
      if (secret === null) return null;
      const state = emptyState(secret);
      for (const [seedHash, header] of accounts) {
        const account = { ...structuredClone(header) } as Account;
        for (const kind of RECORD_KINDS) (account as Record<string, unknown>)[kind] = [];
        state.accounts[seedHash] = account;
      }
      for (const row of rows.values())
        (state.accounts[row.seedHash]![row.kind as 'cards'] as object[]).push(
          JSON.parse(row.value),
        );
      return restoreLoaded(state);
    },
    commit(changes, stateSecret) {
      secret ??= stateSecret;
      for (const [seedHash, account] of changes.accounts) {
        if (account) accounts.set(seedHash, structuredClone(headerOf(account)));
        else {
          accounts.delete(seedHash);
          for (const [key, row] of rows) if (row.seedHash === seedHash) rows.delete(key);
        }
      }
      for (const [key, change] of changes.records) {
        if (change.value)
          rows.set(key, {
            seedHash: change.seedHash,
            kind: change.kind,
            value: JSON.stringify(change.value),
          });
        else rows.delete(key);
      }
    },
  };
}
