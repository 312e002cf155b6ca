import type pg from 'pg';
import { applyMigrations, type Migration } from './postgres-migrate';

/**
 * The sandbox's schema on PostgreSQL as numbered steps (decision 047, after 046's): a step once
 * shipped is never edited; a change is a new step. Its own table of applied steps and its own
 * lock, so the alerts' server and the sandbox may share one database.
 */
export const SANDBOX_MIGRATIONS: ReadonlyArray<Migration> = [
  {
    version: 1,
    name: 'the secret, account headers and their records',
    // One table for every kind of record (SQLite has one per kind): an account's turn reads its
    // rows in one query. `ord` keeps the order rows were first written, as SQLite's rowid does.
    sql: `CREATE TABLE sandbox_meta (key text PRIMARY KEY, value text NOT NULL);
      CREATE TABLE sandbox_accounts (seed_hash text PRIMARY KEY, data text NOT NULL);
      CREATE TABLE sandbox_records (
        seed_hash text NOT NULL, kind text NOT NULL, id text NOT NULL, data text NOT NULL,
        ord bigserial NOT NULL, PRIMARY KEY (seed_hash, kind, id));`,
  },
  {
    version: 2,
    name: 'rate-limit windows shared by every instance',
    // One row per (pool, window length, key), as decision 046's alert_rate_windows: N instances
    // allow each limit once. `until` in ms since the epoch; rows past it are deleted each minute.
    sql: `CREATE TABLE sandbox_rate_windows (
        key text PRIMARY KEY, hits integer NOT NULL, until bigint NOT NULL);
      CREATE INDEX sandbox_rate_windows_until ON sandbox_rate_windows (until);`,
  },
];

/** Any fixed number: one instance migrates while the others wait (as decision 046's). */
const MIGRATION_LOCK = 52_047;

/** Applies the steps not yet applied, under the lock (postgres-migrate.ts); the versions applied. */
export const migrateSandbox = (pool: pg.Pool) =>
  applyMigrations(pool, {
    lock: MIGRATION_LOCK,
    table: 'sandbox_schema_migrations',
    steps: SANDBOX_MIGRATIONS,
  });
