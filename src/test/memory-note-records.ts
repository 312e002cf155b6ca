import type { NoteRecord } from '../lib/notes/sealed-store';

/**
 * lib/notes/idb-records.ts over a Map, for tests in jsdom, which has no IndexedDB: the sealed
 * records live for the test file's life, as a device keeps them. A test file swaps it in with
 * `vi.mock('<path to>/lib/notes/idb-records', () => import('<path to>/test/memory-note-records'))`.
 */
const rows = new Map<string, NoteRecord>();

export const idbNoteRecords = {
  get: async (key: string) => rows.get(key),
  put: async (record: NoteRecord) => void rows.set(record.key, structuredClone(record)),
  delete: async (key: string) => void rows.delete(key),
  forAccount: async (id: string) => [...rows.values()].filter((r) => r.accountId === id),
};

export const forgetAccountNotes = async () => undefined;
export const forgetAllNotes = async () => rows.clear();
