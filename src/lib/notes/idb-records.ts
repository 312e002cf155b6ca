import { openDB, type IDBPDatabase } from 'idb';
import type { NoteRecord, NoteRecords } from './sealed-store';

const DB_NAME = 'vcs-notes';
const STORE = 'notes';
const BY_ACCOUNT = 'accountId';

let db: Promise<IDBPDatabase> | null = null;
const open = () =>
  (db ??= openDB(DB_NAME, 1, {
    upgrade(database) {
      database.createObjectStore(STORE, { keyPath: 'key' }).createIndex(BY_ACCOUNT, BY_ACCOUNT);
    },
  }).catch((error: unknown) => {
    db = null; // A refused open (blocked, private mode) is tried again next time, not cached.
    throw error;
  }));

/** The sealed notes of every remembered account of this device, in IndexedDB (decision 029). */
export const idbNoteRecords: NoteRecords = {
  get: async (key) => (await open()).get(STORE, key) as Promise<NoteRecord | undefined>,
  put: async (record) => void (await (await open()).put(STORE, record)),
  delete: async (key) => (await open()).delete(STORE, key),
  forAccount: async (accountId) =>
    (await open()).getAllFromIndex(STORE, BY_ACCOUNT, accountId) as Promise<NoteRecord[]>,
};

/** Forgetting a remembered account deletes its notes and receipts (vault.ts). */
export async function forgetAccountNotes(accountId: string) {
  if (typeof indexedDB === 'undefined') return; // No IndexedDB here: nothing was ever sealed.
  const tx = (await open()).transaction(STORE, 'readwrite');
  const keys = await tx.store.index(BY_ACCOUNT).getAllKeys(accountId);
  await Promise.all([...keys.map((key) => tx.store.delete(key)), tx.done]);
}

/** Forgetting every account: no note of any account stays. */
export async function forgetAllNotes() {
  if (typeof indexedDB === 'undefined') return;
  await (await open()).clear(STORE);
}
