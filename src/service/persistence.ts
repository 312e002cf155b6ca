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
import { unavailable } from './account-turns';
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
      // A shared store (decision 047): memory is read again at each account's turn.
      if (records.turn) throw unavailable(error);
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
    /**
     * A request failed halfway (a bug, answered 500): these accounts are read back from the
     * record store, so memory equals disk again; one never kept is dropped. Without a record
     * store (memory only, the demo's snapshot) there is no kept state to go back to.
     */
    restoreAccounts(seedHashes: Set<string>) {
      if (!options.records) return;
      // A shared store: these accounts are read fresh at their next turn (decision 047).
      if (options.records.turn) {
        for (const seedHash of seedHashes) delete state().accounts[seedHash];
        return;
      }
      let kept: ServiceState | null;
      try {
        kept = options.records.loadAccounts?.(seedHashes) ?? options.records.load();
      } catch (error) {
        console.warn('sandbox: the kept state could not be read back after a failure', error);
        return;
      }
      const live = state();
      for (const seedHash of seedHashes) {
        const account = kept?.accounts[seedHash];
        if (account) live.accounts[seedHash] = account;
        else delete live.accounts[seedHash];
        // Its rows no longer pass the check (decision 014): set apart, as at start.
        const why = kept?.quarantined?.[seedHash];
        if (why) (live.quarantined ??= {})[seedHash] = why;
      }
      console.warn(`sandbox: ${seedHashes.size} account(s) put back as last kept after a failure`);
    },
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
      // A reset removes the accounts set apart at start too: their rows go with the rest.
      for (const seedHash of Object.keys(before.quarantined ?? {}))
        accountRemoved(changes, seedHash);
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
