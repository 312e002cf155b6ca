import {
  accountAdded,
  accountRemoved,
  emptyChanges,
  touch,
  type ChangeSet,
} from './domain/changes';
import { ServiceError } from './domain/errors';
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
  /** Puts the last kept state back in memory after a refused commit. */
  rollback: (kept: ServiceState) => void,
) {
  let saveTimer: ReturnType<typeof setTimeout> | null = null;

  function scheduleSave() {
    if (!options.store || saveTimer) return;
    saveTimer = setTimeout(() => {
      saveTimer = null;
      options.store?.save(state());
    }, options.debounceMs ?? 0);
  }

  /** Resolves once the changes are kept; a refusal puts memory back and answers 507. */
  async function commit(changes: ChangeSet) {
    const records = options.records;
    if (!records) return scheduleSave();
    try {
      await records.commit(changes, state().secret);
    } catch (error) {
      const kept = records.load();
      if (kept) rollback(kept);
      console.warn('sandbox: a change could not be kept', error);
      throw new ServiceError(
        'storage_full',
        'There is no room left to save this change, so it was not made. Free some space (or reset the demo data in Settings) and try again.',
      );
    }
  }

  return {
    commit,
    /** Webhook deliveries changed outside any request (an attempt, a retry): one commit. */
    deliveryChanged(seedHash: string, ...deliveries: DeliveryRecord[]) {
      const account = state().accounts[seedHash];
      if (!account) return;
      const changes = emptyChanges();
      for (const delivery of deliveries) touch(changes, account, 'deliveries', delivery);
      void commit(changes).catch(() => undefined);
    },
    /** The whole state was replaced (restore, reset): every old account goes, every new one comes. */
    replaced(before: ServiceState) {
      const changes = emptyChanges();
      for (const seedHash of Object.keys(before.accounts)) accountRemoved(changes, seedHash);
      for (const account of Object.values(state().accounts)) accountAdded(changes, account);
      return commit(changes);
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
