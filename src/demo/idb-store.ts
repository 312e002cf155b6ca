import { openDB } from 'idb';
import {
  allChanges,
  createRowSet,
  restoreLoaded,
  restoreSnapshot,
  type RecordStore,
  type Row,
} from '../service';

const DB_NAME = 'vcs-sandbox';
const ROWS = 'rows';
const META = 'meta';

export type IdbStore = RecordStore & {
  /** Re-reads everything when another tab has committed since this one last read; true if so. */
  refreshIfStale(): Promise<boolean>;
};

/**
 * The demo sandbox's records in IndexedDB (through `idb`): one row per record and per account, so
 * a change writes only its rows, and each commit bumps a generation number that tells other tabs
 * their copy is stale. The rows are mirrored in memory and the mirror moves only after IndexedDB
 * has committed: when the browser refuses a write (storage full) the mirror still holds what is
 * really kept, and the service goes back to it (docs/decisions/007).
 */
export async function openIdbStore(legacy?: {
  read(): unknown;
  forget(): void;
}): Promise<IdbStore> {
  const db = await openDB(DB_NAME, 1, {
    upgrade(database) {
      database.createObjectStore(ROWS, { keyPath: 'key' });
      database.createObjectStore(META);
    },
  });
  const mirror = createRowSet();
  let generation = 0;

  async function readAll() {
    const tx = db.transaction([ROWS, META], 'readonly');
    const secret = (await tx.objectStore(META).get('secret')) as string | undefined;
    generation = ((await tx.objectStore(META).get('generation')) as number | undefined) ?? 0;
    const rows = (await tx.objectStore(ROWS).getAll()) as Row[];
    if (secret) mirror.import(secret, rows);
  }

  async function commit(changes: Parameters<RecordStore['commit']>[0], secret: string) {
    const writes = mirror.plan(changes);
    const tx = db.transaction([ROWS, META], 'readwrite');
    const rows = tx.objectStore(ROWS);
    const meta = tx.objectStore(META);
    try {
      const next = (((await meta.get('generation')) as number | undefined) ?? 0) + 1;
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

  await readAll();
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
