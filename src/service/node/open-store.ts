import { existsSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { emptyChanges, isEmpty } from '../domain/changes';
import { IDEMPOTENCY_LIMITS, trimAll } from '../http/idempotency-budget';
import { allChanges, type RecordStore } from '../store/records';
import { restoreSnapshot } from '../store/snapshot';
import { privateDirectory } from './data-files';
import { sqliteStore, StoreRefused } from './sqlite-store';
import { openPostgresStore, type PostgresStore } from './postgres-store';

export const DEFAULT_DATA = '.sandbox/sandbox.db';
export const dataPath = (data: string | undefined) => data ?? DEFAULT_DATA;

/**
 * The server's record store from its flags: SQLite at --data (default .sandbox/sandbox.db),
 * nothing with --memory. --import-json moves a JSON snapshot of an older sandbox into a new
 * database. A store that cannot be used — damaged, or held by another server — stops start-up
 * with one line that names no data.
 */
export function openStore(flags: {
  data: string | undefined;
  memory: boolean;
  importJson: string | undefined;
}): RecordStore | undefined {
  if (flags.memory) return undefined;
  const path = dataPath(flags.data);
  try {
    if (flags.importJson && existsSync(path))
      throw new StoreRefused(`${path} exists; --import-json writes a new database only.`);
    privateDirectory(dirname(path), path === DEFAULT_DATA);
    const store = sqliteStore(path);
    if (flags.importJson) {
      const state = readSnapshot(flags.importJson);
      store.commit(allChanges(state), state.secret);
      console.log(
        `Imported ${Object.keys(state.accounts).length} account(s) from ${flags.importJson}.`,
      );
    }
    // Checks every record once, before the first request; answers kept past today's budgets (an
    // older sandbox kept up to 1,000 whole answers per account) are let go now (decision 014).
    const state = store.load();
    // One line per account set apart: the others are served (decision 014).
    for (const why of Object.values(state?.quarantined ?? {}))
      console.error(
        `Sandbox API: ${why} — quarantined: its requests answer 503 account_quarantined and its rows are left as they were; every other account is served.`,
      );
    const trimmed = emptyChanges();
    if (state) trimAll(state, Date.now(), IDEMPOTENCY_LIMITS, trimmed);
    if (state && !isEmpty(trimmed)) {
      store.commit(trimmed, state.secret);
      store.compact();
    }
    return store;
  } catch (error) {
    const message =
      error instanceof StoreRefused ? error.message : `${path}: ${(error as Error).message}`;
    console.error(`Sandbox API cannot start: ${message}`);
    process.exit(1);
  }
}

function readSnapshot(file: string) {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    // The text is not repeated: it holds the sandbox's secret.
    throw new StoreRefused(`${file} is not a JSON snapshot.`);
  }
  try {
    return restoreSnapshot(raw);
  } catch (error) {
    throw new StoreRefused(`${file}: ${(error as Error).message}.`);
  }
}

/**
 * With DATABASE_URL=postgres://… the records are in PostgreSQL, shared by every instance on it
 * (decision 047). The schema is brought up to date first; a database that cannot be used stops
 * start-up with its error, never the URL (it may hold a password).
 */
export async function openSharedStore(url: string): Promise<PostgresStore> {
  try {
    const store = await openPostgresStore(url);
    console.log(
      `Sandbox API: PostgreSQL migrations applied now: ${store.migrated.join(', ') || 'none'}.`,
    );
    for (const why of Object.values(store.load()?.quarantined ?? {}))
      console.error(
        `Sandbox API: ${why} — quarantined: its requests answer 503 account_quarantined.`,
      );
    return store;
  } catch (error) {
    console.error(`Sandbox API cannot start: PostgreSQL: ${(error as Error).message}`);
    process.exit(1);
  }
}
