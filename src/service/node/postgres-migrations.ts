import type pg from 'pg';

/**
 * The sandbox's schema on PostgreSQL as numbered steps (decision 047, after 046's): a step once
 * shipped is never edited; a change is a new step. Its own table of applied steps and its own
 * lock, so the alerts' server and the sandbox may share one database.
 */
export const SANDBOX_MIGRATIONS: ReadonlyArray<{ version: number; name: string; sql: string }> = [
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
];

/** Any fixed number: one instance migrates while the others wait (as decision 046's). */
const MIGRATION_LOCK = 52_047;

/** Applies the steps not yet applied, under the lock; the versions this call applied. */
export async function migrateSandbox(pool: pg.Pool): Promise<number[]> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query(`CREATE TABLE IF NOT EXISTS sandbox_schema_migrations (
        version integer PRIMARY KEY, name text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now())`);
    const done = await client.query<{ version: number }>(
      'SELECT version FROM sandbox_schema_migrations',
    );
    const have = new Set(done.rows.map((row) => row.version));
    const applied: number[] = [];
    for (const step of SANDBOX_MIGRATIONS) {
      if (have.has(step.version)) continue;
      await client.query(step.sql);
      await client.query('INSERT INTO sandbox_schema_migrations (version, name) VALUES ($1, $2)', [
        step.version,
        step.name,
      ]);
      applied.push(step.version);
    }
    await client.query('COMMIT');
    return applied;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
