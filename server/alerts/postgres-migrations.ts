import type pg from 'pg';
import { applyMigrations, type Migration } from '../../src/service/node/postgres-migrate';

/**
 * The alerts' schema on PostgreSQL, as numbered steps (decision 046): a step once shipped is never
 * edited; a change is a new step. Times are epoch milliseconds (bigint), as in SQLite.
 */
export const MIGRATIONS: ReadonlyArray<Migration> = [
  {
    version: 1,
    name: 'hooks, seen event ids and the VAPID key pair',
    sql: `CREATE TABLE alert_hooks (
        id text PRIMARY KEY, secret text NOT NULL, subscription jsonb NOT NULL,
        kinds jsonb NOT NULL, lang text NOT NULL, client text NOT NULL, site text NOT NULL,
        created_at bigint NOT NULL, used_at bigint, seq bigserial NOT NULL);
      CREATE INDEX alert_hooks_client ON alert_hooks (client);
      CREATE INDEX alert_hooks_site ON alert_hooks (site);
      CREATE INDEX alert_hooks_age ON alert_hooks (used_at, created_at, seq);
      CREATE TABLE alert_seen (
        hook_id text NOT NULL, event_id text NOT NULL, at bigint NOT NULL,
        PRIMARY KEY (hook_id, event_id));
      CREATE TABLE alert_vapid (
        one boolean PRIMARY KEY DEFAULT true CHECK (one),
        public_key text NOT NULL, private_key text NOT NULL);`,
  },
  {
    version: 2,
    name: 'rate windows shared by the instances',
    sql: `CREATE TABLE alert_rate_windows (
        key text PRIMARY KEY, hits integer NOT NULL, until bigint NOT NULL);
      CREATE INDEX alert_rate_windows_until ON alert_rate_windows (until);`,
  },
  {
    version: 3,
    name: 'the count of hooks kept by triggers; an index of the unused ones',
    // count(*) over 100,000 records took ~60 ms at each registration, and the oldest unused
    // record was found by a full scan: the total is kept in one row, changed by each statement.
    sql: `CREATE TABLE alert_hook_count (
        one boolean PRIMARY KEY DEFAULT true CHECK (one), hooks bigint NOT NULL);
      INSERT INTO alert_hook_count (hooks) SELECT count(*) FROM alert_hooks;
      CREATE FUNCTION alert_hooks_counted() RETURNS trigger LANGUAGE plpgsql AS $$
        DECLARE n bigint := (SELECT count(*) FROM changed);
        BEGIN
          IF n > 0 THEN
            UPDATE alert_hook_count SET hooks = hooks + CASE TG_OP WHEN 'INSERT' THEN n ELSE -n END;
          END IF;
          RETURN NULL;
        END $$;
      CREATE TRIGGER alert_hooks_inserted AFTER INSERT ON alert_hooks
        REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION alert_hooks_counted();
      CREATE TRIGGER alert_hooks_deleted AFTER DELETE ON alert_hooks
        REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION alert_hooks_counted();
      CREATE INDEX alert_hooks_unused ON alert_hooks (created_at, seq) WHERE used_at IS NULL;`,
  },
];

/** Any fixed number: the lock that makes one instance migrate while the others wait. */
const MIGRATION_LOCK = 52_046;

/** Brings the alerts' schema up to date (postgres-migrate.ts); the versions this call applied. */
export const migrate = (pool: pg.Pool) =>
  applyMigrations(pool, { lock: MIGRATION_LOCK, table: 'schema_migrations', steps: MIGRATIONS });
