import Database from 'better-sqlite3';
import { closeSync, existsSync, openSync, readSync } from 'node:fs';
import type { ServiceState } from '../domain/state';
import { SNAPSHOT_VERSION, emptyState } from '../domain/state';
import { RECORD_KINDS, type ChangeSet } from '../domain/changes';
import { headerOf, restoreLoaded, rowParser, type RecordStore } from '../store/records';
import { createPrivateFile, narrowDatabaseFiles, removeStaleIndex } from './data-files';

export const SCHEMA_VERSION = '1';

/** A database the sandbox must not start on (and must not touch). The message names no data. */
export class StoreRefused extends Error {}

const table = (kind: string) => `rec_${kind.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`;

/**
 * The sandbox's records in SQLite (better-sqlite3, WAL, synchronous=FULL): one table per
 * collection, so a write touches only the rows an operation changed, and `commit` returns only
 * once they are on disk. A file that is not a sandbox database, fails SQLite's own check or has
 * another schema version is refused before anything is written to it. Its files are 0600 and one
 * process at a time holds it (docs/decisions/014).
 */
export function sqliteStore(path: string): RecordStore & { compact(): void } {
  if (path !== ':memory:') {
    if (!existsSync(path)) createPrivateFile(path);
    else {
      check(path);
      narrowDatabaseFiles(path);
    }
  }
  const db = openExclusive(path);
  if (path !== ':memory:') removeStaleIndex(path);
  db.pragma('synchronous = FULL');
  db.exec(`CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT;
    CREATE TABLE IF NOT EXISTS accounts (seed_hash TEXT PRIMARY KEY, data TEXT NOT NULL) STRICT;
    ${RECORD_KINDS.map(
      (
        kind,
      ) => `CREATE TABLE IF NOT EXISTS ${table(kind)} (seed_hash TEXT NOT NULL, id TEXT NOT NULL,
        data TEXT NOT NULL, PRIMARY KEY (seed_hash, id)) STRICT;`,
    ).join('\n')}
    INSERT OR IGNORE INTO meta VALUES ('schema_version', '${SCHEMA_VERSION}');`);

  const upsertAccount = db.prepare(
    'INSERT INTO accounts VALUES (?, ?) ON CONFLICT(seed_hash) DO UPDATE SET data = excluded.data',
  );
  const deleteAccount = db.prepare('DELETE FROM accounts WHERE seed_hash = ?');
  const statements = Object.fromEntries(
    RECORD_KINDS.map((kind) => [
      kind,
      {
        upsert: db.prepare(
          `INSERT INTO ${table(kind)} VALUES (?, ?, ?) ON CONFLICT(seed_hash, id) DO UPDATE SET data = excluded.data`,
        ),
        remove: db.prepare(`DELETE FROM ${table(kind)} WHERE seed_hash = ? AND id = ?`),
        removeAll: db.prepare(`DELETE FROM ${table(kind)} WHERE seed_hash = ?`),
      },
    ]),
  );
  const setMeta = db.prepare('INSERT OR IGNORE INTO meta VALUES (?, ?)');

  const write = db.transaction((changes: ChangeSet, secret: string) => {
    setMeta.run('secret', secret);
    for (const [seedHash, account] of changes.accounts) {
      if (account) upsertAccount.run(seedHash, JSON.stringify(headerOf(account)));
      else {
        deleteAccount.run(seedHash);
        for (const kind of RECORD_KINDS) statements[kind]!.removeAll.run(seedHash);
      }
    }
    for (const change of changes.records.values()) {
      const s = statements[change.kind]!;
      if (change.value) s.upsert.run(change.seedHash, change.id, JSON.stringify(change.value));
      else s.remove.run(change.seedHash, change.id);
    }
  });

  /** Every account's rows, or only these accounts' (a rollback: decision 014). */
  function read(only?: string[]): ServiceState | null {
    const where = only ? ` WHERE seed_hash IN (${only.map(() => '?').join(', ')})` : '';
    const keys = only ?? [];
    const secret = db.prepare("SELECT value FROM meta WHERE key = 'secret'").get() as
      { value: string } | undefined;
    if (!secret) return null;
    const state: ServiceState = emptyState(secret.value);
    // A row that is not JSON sets its account apart (quarantined), not the whole file.
    const { parse, header, unreadable } = rowParser();
    for (const row of db
      .prepare(`SELECT seed_hash, data FROM accounts${where}`)
      .iterate(...keys) as Iterable<{ seed_hash: string; data: string }>) {
      state.accounts[row.seed_hash] = header(row.seed_hash, row.data);
    }
    for (const kind of RECORD_KINDS) {
      const rows = db
        .prepare(`SELECT seed_hash, data FROM ${table(kind)}${where} ORDER BY rowid`)
        .iterate(...keys) as Iterable<{ seed_hash: string; data: string }>;
      for (const row of rows) {
        const account = state.accounts[row.seed_hash];
        if (!account) throw new StoreRefused(`${path}: a ${kind} record has no account.`);
        const record = parse(row.seed_hash, row.data, kind);
        if (record !== null) (account[kind] as unknown[]).push(record);
      }
    }
    try {
      return restoreLoaded({ ...state, version: SNAPSHOT_VERSION }, unreadable);
    } catch (error) {
      throw new StoreRefused(
        `${path}: the records do not form a valid sandbox (${(error as Error).message}).`,
      );
    }
  }

  return {
    load: () => read(),
    loadAccounts: (seedHashes) => read([...seedHashes]),
    commit: (changes, secret) => write(changes, secret),
    /** Gives the file back its free pages once most of it is free (after a trim at start). */
    compact() {
      const free = db.pragma('freelist_count', { simple: true }) as number;
      if (free <= (db.pragma('page_count', { simple: true }) as number) / 2) return;
      db.exec('VACUUM');
      db.pragma('wal_checkpoint(TRUNCATE)'); // the file shrinks now, not at the next checkpoint
    },
    close: () => db.close(),
  };
}

/**
 * One server per data file: SQLite's exclusive locking mode, taken at once (BEGIN EXCLUSIVE)
 * before any record is read and held until the connection closes — the kernel drops it when the process dies, even by
 * kill -9, so no stale lock is left. In WAL mode it also keeps the WAL index in the process's
 * memory: no -shm file, and a second process cannot read either (docs/decisions/014).
 */
function openExclusive(path: string) {
  const db = new Database(path, { timeout: 0 });
  try {
    db.pragma('locking_mode = EXCLUSIVE');
    db.pragma('journal_mode = WAL');
    db.exec('BEGIN EXCLUSIVE; COMMIT;');
    return db;
  } catch (error) {
    db.close();
    throw isBusy(error) ? inUse(path) : error;
  }
}

const isBusy = (error: unknown) => (error as { code?: string }).code?.startsWith('SQLITE_BUSY');
const inUse = (path: string) =>
  new StoreRefused(
    `${path} is in use by another sandbox server (one server per data file): stop that one or start this one with another --data.`,
  );

/** Read-only checks of an existing file; throws StoreRefused and leaves the file as it was. */
function check(path: string) {
  const head = Buffer.alloc(16);
  const fd = openSync(path, 'r');
  try {
    readSync(fd, head, 0, 16, 0);
  } finally {
    closeSync(fd);
  }
  if (head.toString('latin1') !== 'SQLite format 3\u0000')
    throw new StoreRefused(
      head[0] === 0x7b
        ? `${path} is a JSON snapshot of an older sandbox; import it with --import-json ${path} --data <new file>.`
        : `${path} is not a sandbox database.`,
    );
  let db: Database.Database | undefined;
  try {
    db = new Database(path, { readonly: true, fileMustExist: true, timeout: 0 });
    const result = db.pragma('quick_check', { simple: true });
    if (result !== 'ok') throw new StoreRefused(`${path} is damaged (SQLite quick_check failed).`);
    const version = db
      .prepare("SELECT value FROM meta WHERE key = 'schema_version'")
      .pluck()
      .get() as string | undefined;
    if (version !== SCHEMA_VERSION)
      throw new StoreRefused(
        `${path} has schema version ${version ?? 'none'}; this sandbox reads ${SCHEMA_VERSION}.`,
      );
  } catch (error) {
    if (error instanceof StoreRefused) throw error;
    if (isBusy(error)) throw inUse(path);
    throw new StoreRefused(
      `${path} cannot be read as a sandbox database (${(error as { code?: string }).code ?? 'error'}).`,
    );
  } finally {
    db?.close();
  }
}
