import type { Row } from '../service';

export const DB_NAME = 'vcs-sandbox';
export const ROWS = 'rows';
export const META = 'meta';

/** What the demo's IndexedDB holds, read in one transaction (docs/decisions/007). */
export type StoredRows = { secret: string | undefined; generation: number; rows: Row[] };

/**
 * The demo's rows, read with the bare IndexedDB API as soon as the sandbox's worker starts, while
 * the rest of its code is still being set up; the sandbox starts from them (decision 005: an
 * account's history read beside the code, not after it).
 */
export function readStoredRows(): Promise<StoredRows> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(DB_NAME, 1);
    // No database yet: nothing to read, and creating it is the sandbox's (idb-store.ts).
    open.onupgradeneeded = () => open.transaction!.abort();
    open.onerror = (event) => {
      event.preventDefault(); // an expected refusal, not an error for the console
      reject(open.error);
    };
    open.onsuccess = () => {
      const db = open.result;
      let tx: IDBTransaction;
      try {
        tx = db.transaction([ROWS, META], 'readonly');
      } catch (error) {
        // A database without these stores: the sandbox's own opening says what is wrong.
        db.close();
        return reject(error as Error);
      }
      const secret = tx.objectStore(META).get('secret');
      const generation = tx.objectStore(META).get('generation');
      const rows = tx.objectStore(ROWS).getAll();
      tx.oncomplete = () => {
        db.close();
        resolve({
          secret: secret.result as string | undefined,
          generation: (generation.result as number | undefined) ?? 0,
          rows: rows.result as Row[],
        });
      };
      tx.onabort = () => {
        db.close();
        reject(tx.error);
      };
    };
  });
}
