import type pg from 'pg';
import { STORE_LIMITS, type AlertStore, type HookRecord, type StoreOptions } from './alert-store';

type Row = HookRecord & { created_at: string; used_at: string | null };
type Db = pg.ClientBase | pg.Pool;

/**
 * The alert records in PostgreSQL (decision 046), shared by every instance: the same rules as the
 * SQLite store (store.ts), with the caps counted across instances. The tables are the migrations'
 * (postgres-migrations.ts).
 */
export async function openPostgresAlertStore(
  pool: pg.Pool,
  options: StoreOptions = {},
): Promise<AlertStore> {
  const limits = { ...STORE_LIMITS, ...options.limits };
  const now = options.now ?? (() => Date.now());
  const ages = () => ({ unused: now() - limits.unusedForMs, idle: now() - limits.idleForMs });
  const expired = (row: Row) =>
    row.used_at === null
      ? Number(row.created_at) <= ages().unused
      : Number(row.used_at) <= ages().idle;
  const count = async (db: Db, where: string, args: unknown[]) =>
    Number(
      (await db.query<{ n: string }>(`SELECT count(*) AS n FROM alert_hooks WHERE ${where}`, args))
        .rows[0]!.n,
    );
  const total = async (db: Db) =>
    Number(
      (await db.query<{ hooks: string }>('SELECT hooks FROM alert_hook_count')).rows[0]!.hooks,
    );

  /**
   * Every addition and removal holds the count's row first (the triggers change it): so they
   * queue in one order across instances (no deadlock), and the caps are counted and kept under it.
   */
  const counted = async <T>(work: (db: pg.PoolClient) => Promise<T>) => {
    const db = await pool.connect();
    try {
      await db.query('BEGIN');
      await db.query('SELECT hooks FROM alert_hook_count FOR UPDATE');
      const outcome = await work(db);
      await db.query('COMMIT');
      return outcome;
    } catch (error) {
      await db.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      db.release();
    }
  };
  // A hook and its seen ids go in one statement.
  const removeWith = async (db: Db, ids: string[]) => {
    await db.query(
      `WITH gone AS (DELETE FROM alert_hooks WHERE id = ANY($1))
       DELETE FROM alert_seen WHERE hook_id = ANY($1)`,
      [ids],
    );
  };
  // Expired: never reached by a signed event in its first 24 h, or idle 90 days (decision 025).
  const expireWith = async (db: Db) => {
    const { unused, idle } = ages();
    const due = await db.query<{ id: string }>(
      `SELECT id FROM alert_hooks
       WHERE (used_at IS NULL AND created_at <= $1) OR used_at <= $2`,
      [unused, idle],
    );
    if (due.rowCount)
      await removeWith(
        db,
        due.rows.map((row) => row.id),
      );
    return due.rowCount ?? 0;
  };
  await counted(expireWith); // what expired while no instance ran goes at the start

  const add = async (db: pg.PoolClient, hook: HookRecord) => {
    await expireWith(db);
    if ((await count(db, 'id = $1', [hook.id])) > 0) return 'taken' as const;
    if ((await count(db, 'client = $1', [hook.client])) >= limits.hooksPerClient)
      return 'client_full' as const;
    if ((await count(db, 'site = $1', [hook.site])) >= limits.hooksPerSite)
      return 'site_full' as const;
    while ((await total(db)) >= limits.hooksTotal) {
      const unused = await db.query<{ id: string }>(
        'SELECT id FROM alert_hooks WHERE used_at IS NULL ORDER BY created_at, seq LIMIT 1',
      );
      if (!unused.rows[0]) return 'full' as const;
      await removeWith(db, [unused.rows[0].id]);
    }
    const { id, secret, subscription, kinds, lang, client, site } = hook;
    await db.query(
      `INSERT INTO alert_hooks (id, secret, subscription, kinds, lang, client, site, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [id, secret, JSON.stringify(subscription), JSON.stringify(kinds), lang, client, site, now()],
    );
    return 'ok' as const;
  };

  return {
    limits,
    async get(id) {
      const { rows } = await pool.query<Row>('SELECT * FROM alert_hooks WHERE id = $1', [id]);
      const row = rows[0];
      if (!row || expired(row)) return undefined;
      const { id: hookId, secret, subscription, kinds, lang, client, site } = row;
      return { id: hookId, secret, subscription, kinds, lang, client, site };
    },
    // Counted and inserted under the count's lock: two instances cannot both take the last place.
    add: (hook) => counted((db) => add(db, hook)),
    remove: (id) => counted((db) => removeWith(db, [id])),
    async used(id) {
      await pool.query('UPDATE alert_hooks SET used_at = $1 WHERE id = $2', [now(), id]);
    },
    async firstTime(hookId, eventId) {
      const seen = await pool.query(
        `INSERT INTO alert_seen (hook_id, event_id, at) VALUES ($1, $2, $3)
         ON CONFLICT DO NOTHING`,
        [hookId, eventId, now()],
      );
      if (seen.rowCount !== 1) return false;
      await pool.query(
        `DELETE FROM alert_seen WHERE hook_id = $1 AND event_id NOT IN
         (SELECT event_id FROM alert_seen WHERE hook_id = $1 ORDER BY at DESC LIMIT $2)`,
        [hookId, limits.seenPerHook],
      );
      return true;
    },
    async forget(hookId, eventId) {
      await pool.query('DELETE FROM alert_seen WHERE hook_id = $1 AND event_id = $2', [
        hookId,
        eventId,
      ]);
    },
    expire: () => counted(expireWith),
    count: () => total(pool),
    close: () => pool.end(),
  };
}
