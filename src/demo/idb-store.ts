import { openDB } from 'idb';
import {
  allChanges,
  createRowSet,
  restoreLoaded,
  restoreSnapshot,
  type RecordStore,
  type Row,
  type RowWrite,
} from '../service';

import { DB_NAME, META, ROWS, type StoredRows } from './stored-rows';

export type IdbStore = RecordStore & {
  /** Re-reads everything when another tab has committed since this one last read; true if so. */
  refreshIfStale(): Promise<boolean>;
};

/**
 * The demo sandbox's records in IndexedDB (through `idb`): a row per account and per block of up
 * to 128 records of one kind, so a change writes only the blocks it touches, and each commit bumps
 * a generation number that tells other tabs their copy is stale. The rows are mirrored in memory and the mirror moves only after IndexedDB
 * has committed: when the browser refuses a write (storage full) the mirror still holds what is
 * really kept, and the service goes back to it (docs/decisions/007).
 */
export async function openIdbStore(
  legacy?: { read(): unknown; forget(): void },
  /** The rows already read by the page's entry (`readStoredRows`), if it did. */
  early?: Promise<StoredRows | undefined>,
): Promise<IdbStore> {
  const db = await openDB(DB_NAME, 1, {
    upgrade(database) {
      database.createObjectStore(ROWS, { keyPath: 'key' });
      database.createObjectStore(META);
    },
  });
  const mirror = createRowSet();
  let generation = 0;

  async function read(): Promise<StoredRows> {
    const tx = db.transaction([ROWS, META], 'readonly');
    return {
      secret: (await tx.objectStore(META).get('secret')) as string | undefined,
      generation: ((await tx.objectStore(META).get('generation')) as number | undefined) ?? 0,
      rows: (await tx.objectStore(ROWS).getAll()) as Row[],
    };
  }

  async function readAll(stored?: StoredRows) {
    const { secret, rows, ...kept } = stored ?? (await read());
    generation = kept.generation;
    if (!secret) return;
    mirror.import(secret, rows);
    // Rows of one record each (before blocks) become blocks once, if no tab wrote since this read;
    // until then they are still read as they are (docs/decisions/007).
    const migration = mirror.migration();
    if (migration.length)
      await write(migration, secret, generation).catch((error: Error) =>
        console.warn(`The demo's rows were not rewritten as blocks: ${error.message}`),
      );
  }

  async function commit(changes: Parameters<RecordStore['commit']>[0], secret: string) {
    await write(mirror.plan(changes), secret);
  }

  /**
   * The writes in one transaction with the generation's bump; the mirror moves after it.
   * `readAt`: written only if the generation is still that one.
   */
  async function write(writes: RowWrite[], secret: string, readAt?: number) {
    const tx = db.transaction([ROWS, META], 'readwrite');
    const rows = tx.objectStore(ROWS);
    const meta = tx.objectStore(META);
    try {
      const current = ((await meta.get('generation')) as number | undefined) ?? 0;
      if (readAt !== undefined && current !== readAt) throw new Error('another tab wrote first');
      const next = current + 1;
      await Promise.all([
        meta.get('secret').then((kept) => (kept ? undefined : meta.put(secret, 'secret'))),
        ...writes.map((w) => (w.row ? rows.put(w.row) : rows.delete(w.key))),
        meta.put(next, 'generation'),
        tx.done,
      ]);
      generation = next;
    } catch (error) {
      // All of it or none of it: requests already made must not commit on their own.
      try {
        tx.abort();
      } catch {
        // already aborted by the browser
      }
      throw error;
    }
    mirror.apply(writes, secret);
  }

  await readAll(await early?.catch(() => undefined));
  if (mirror.secret() === null && legacy) {
    const raw = legacy.read();
    if (raw) {
      try {
        const state = restoreSnapshot(raw);
        await commit(allChanges(state), state.secret);
        legacy.forget();
      } catch (error) {
        console.warn(`The old demo data could not be moved: ${(error as Error).message}`);
      }
    }
  }

  return {
    load() {
      const state = mirror.toState();
      return state && restoreLoaded(state);
    },
    commit,
    async refreshIfStale() {
      const current = ((await db.get(META, 'generation')) as number | undefined) ?? 0;
      if (current === generation) return false;
      await readAll();
      return true;
    },
  };
}
