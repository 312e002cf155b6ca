import type { NoteRecord, NoteRecords } from './sealed-store';

/** IndexedDB's part, as a Map: what the sealed store hands over is what a device would keep. */
export function mapRecords() {
  const rows = new Map<string, NoteRecord>();
  const records: NoteRecords = {
    get: async (key) => rows.get(key),
    put: async (record) => void rows.set(record.key, structuredClone(record)),
    delete: async (key) => void rows.delete(key),
    forAccount: async (id) => [...rows.values()].filter((r) => r.accountId === id),
  };
  return { rows, records };
}
