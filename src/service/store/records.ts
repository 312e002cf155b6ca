import { accountAdded, emptyChanges, RECORD_KINDS, type ChangeSet } from '../domain/changes';
import type { Account, ServiceState } from '../domain/state';
import { createRowSet, headerOf } from './row-set';
import { accountName, restoreSnapshot } from './snapshot';

export type { ChangeSet } from '../domain/changes';

/**
 * Where the sandbox keeps its records between runs (SQLite from Node, IndexedDB in the browser).
 * `load` reads everything once at start; `commit` makes one operation's changes durable, and the
 * answer is sent only after it returns. docs/decisions/007 has the interface and its reasons.
 */
export interface RecordStore {
  load(): ServiceState | null;
  /** Only these accounts' rows (a rollback, decision 014); without it, `load` is read whole. */
  loadAccounts?(seedHashes: Iterable<string>): ServiceState | null;
  /** Node's SQLite commits synchronously; the browser's IndexedDB resolves when it has. */
  commit(changes: ChangeSet, secret: string): void | Promise<void>;
  close?(): void;
  /**
   * A store shared by many instances (PostgreSQL, decision 047): a transaction holding the
   * account's lock, with its rows read fresh. Every request of that account runs inside one.
   */
  turn?(seedHash: string): Promise<AccountTurn>;
}

/** One account's transaction on a shared store: nothing is kept before `end(true)` returns. */
export interface AccountTurn {
  /** The account as kept now (absent when there is none), or why it is set apart. */
  state: ServiceState;
  /** Writes changes inside the transaction. */
  commit(changes: ChangeSet, secret: string): Promise<void>;
  /** COMMIT (true) or ROLLBACK (false); the lock goes with it. */
  end(keep: boolean): Promise<void>;
}

export { headerOf };

/** Every row of a state, as one change set (an import of an old JSON snapshot). */
export function allChanges(state: ServiceState): ChangeSet {
  const changes = emptyChanges();
  for (const account of Object.values(state.accounts)) accountAdded(changes, account);
  return changes;
}

/**
 * A state read back from rows: checked like a snapshot, idempotency answers oldest first (a key
 * answered again keeps its row, so row order alone would not say it is the newest). An account
 * that fails its check — or whose rows could not be read (`unreadable`: seed hash → why) — is
 * quarantined, not served, and every other account is (decision 014).
 */
export function restoreLoaded(
  state: ServiceState,
  unreadable: Map<string, string> = new Map(),
): ServiceState {
  for (const [seedHash, why] of unreadable) {
    (state.quarantined ??= {})[seedHash] =
      `account ${accountName(state.accounts[seedHash], seedHash)}: ${why}`;
    delete state.accounts[seedHash];
  }
  const broken = state.quarantined;
  for (const account of Object.values(state.accounts))
    account.idempotencyKeys?.sort((a, b) => a.at - b.at);
  const restored = restoreSnapshot(state, { owned: true, quarantine: true });
  if (broken) restored.quarantined = { ...broken, ...restored.quarantined };
  return restored;
}

/**
 * Reads rows' JSON for a store's `load`: a row that is not JSON sets its account apart
 * (`unreadable`, handed to `restoreLoaded`), not the whole read (decision 014). One parser for
 * the SQLite and the PostgreSQL stores (decision 047).
 */
export function rowParser() {
  const unreadable = new Map<string, string>();
  const parse = (seedHash: string, text: string, what: string): unknown => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      if (!unreadable.has(seedHash)) unreadable.set(seedHash, `a ${what} row is not JSON`);
      return null;
    }
  };
  /** An account's header row, its record lists empty (the record rows fill them). */
  const header = (seedHash: string, text: string): Account => {
    const parsed = parse(seedHash, text, 'account');
    const account = (parsed && typeof parsed === 'object' ? parsed : {}) as Account;
    for (const kind of RECORD_KINDS) (account as Record<string, unknown>)[kind] = [];
    return account;
  };
  return { parse, header, unreadable };
}

/**
 * A record store in memory: what the model test holds against the service's state after every
 * command (a store fed only change sets must equal it), and the mirror of the browser's store.
 */
export function memoryRecordStore(): RecordStore {
  const rows = createRowSet();
  return {
    load() {
      const state = rows.toState();
      return state && restoreLoaded(state);
    },
    commit(changes, secret) {
      rows.apply(rows.plan(changes), secret);
    },
  };
}
