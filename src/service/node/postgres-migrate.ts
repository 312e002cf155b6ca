import type pg from 'pg';

/** One step of a schema: once shipped never edited; a change is a new step (decisions 046, 047). */
export type Migration = { version: number; name: string; sql: string };

/**
 * Brings a schema up to date; the versions this call applied. Instances starting together queue on
 * a transaction-scoped advisory lock (`lock`): the first applies the steps, the next find them in
 * `table` and apply none. A failing step rolls every step of this call back. The alerts' server
 * (decision 046) and the sandbox (047) each have their own table and lock, so they may share a
 * database.
 */
export async function applyMigrations(
  pool: pg.Pool,
  { lock, table, steps }: { lock: number; table: string; steps: ReadonlyArray<Migration> },
): Promise<number[]> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [lock]);
    await client.query(`CREATE TABLE IF NOT EXISTS ${table} (
        version integer PRIMARY KEY, name text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now())`);
    const done = await client.query<{ version: number }>(`SELECT version FROM ${table}`);
    const have = new Set(done.rows.map((row) => row.version));
    const applied: number[] = [];
    for (const step of steps) {
      if (have.has(step.version)) continue;
      await client.query(step.sql);
      await client.query(`INSERT INTO ${table} (version, name) VALUES ($1, $2)`, [
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
