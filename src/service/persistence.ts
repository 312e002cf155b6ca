import {
  accountAdded,
  accountRemoved,
  emptyChanges,
  touch,
  type ChangeSet,
} from './domain/changes';
import type { DeliveryRecord, ServiceState } from './domain/state';
import type { RecordStore } from './store/records';
import type { Store } from './store/snapshot';

/**
 * How the sandbox keeps its state: a record store commits each operation's changes before the
 * answer goes out (Node: SQLite); a snapshot store (the demo's localStorage) is rewritten whole
 * after a short debounce. Without either, state lives in memory only.
 */
export function createPersistence(
  options: { store?: Store | undefined; records?: RecordStore | undefined; debounceMs?: number },
  state: () => ServiceState,
) {
  let saveTimer: ReturnType<typeof setTimeout> | null = null;

  function scheduleSave() {
    if (!options.store || saveTimer) return;
    saveTimer = setTimeout(() => {
      saveTimer = null;
      options.store?.save(state());
    }, options.debounceMs ?? 0);
  }

  function commit(changes: ChangeSet) {
    if (options.records) options.records.commit(changes, state().secret);
    else scheduleSave();
  }

  return {
    commit,
    /** A webhook delivery changed outside any request (an attempt, a retry). */
    deliveryChanged(seedHash: string, delivery: DeliveryRecord) {
      const account = state().accounts[seedHash];
      if (!account) return;
      const changes = emptyChanges();
      touch(changes, account, 'deliveries', delivery);
      commit(changes);
    },
    /** The whole state was replaced (restore, reset): every old account goes, every new one comes. */
    replaced(before: ServiceState) {
      const changes = emptyChanges();
      for (const seedHash of Object.keys(before.accounts)) accountRemoved(changes, seedHash);
      for (const account of Object.values(state().accounts)) accountAdded(changes, account);
      commit(changes);
    },
    /** Writes a pending snapshot now. */
    save() {
      if (saveTimer) {
        clearTimeout(saveTimer);
        saveTimer = null;
      }
      options.store?.save(state());
    },
  };
}
