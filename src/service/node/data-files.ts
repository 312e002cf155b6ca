import { chmodSync, closeSync, existsSync, mkdirSync, openSync, rmSync, statSync } from 'node:fs';

/**
 * The sandbox's files hold seed hashes, webhook secrets and stored answers: they are the owner's
 * only, 0600 files in a 0700 directory (docs/decisions/014).
 */
export const FILE_MODE = 0o600;
export const DIR_MODE = 0o700;

/** The database and the files SQLite keeps beside it. */
export const databaseFiles = (path: string) => [path, `${path}-wal`, `${path}-shm`];

/**
 * The data directory, made 0700 when this creates it. An existing one is narrowed only when it is
 * the sandbox's own (`.sandbox/`, made 0755 by older versions): a directory named with --data may
 * be shared (a home, /tmp), and its mode is its owner's choice.
 */
export function privateDirectory(dir: string, own: boolean) {
  const existed = existsSync(dir);
  mkdirSync(dir, { recursive: true, mode: DIR_MODE });
  if (existed && own) narrow(dir, DIR_MODE);
}

/**
 * A new, empty database file, 0600 before SQLite first opens it: SQLite gives the -wal and -shm
 * it creates the database file's mode.
 */
export function createPrivateFile(path: string) {
  closeSync(openSync(path, 'a', FILE_MODE));
}

/** The files of an existing database lose any group and other bits (older versions made 0644). */
export function narrowDatabaseFiles(path: string) {
  for (const file of databaseFiles(path)) if (existsSync(file)) narrow(file, FILE_MODE);
}

/**
 * Called with the exclusive lock held, when no other process can be using the database: the
 * WAL index the read-only check (or an older sandbox) left is not read in exclusive mode.
 */
export function removeStaleIndex(path: string) {
  rmSync(`${path}-shm`, { force: true });
}

function narrow(path: string, mode: number) {
  const current = statSync(path).mode & 0o777;
  if (current & ~mode) chmodSync(path, current & mode);
}
