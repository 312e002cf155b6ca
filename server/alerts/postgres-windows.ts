import type pg from 'pg';
import type { RateWindows } from './limits';

/**
 * The registration and push windows in PostgreSQL (decision 046), so N instances allow what one
 * does, not N times it: one upsert per hit counts it, starting a new window when the last one is
 * over. Windows past their end are deleted each minute; `maxKeys` is the memory bound of the
 * in-memory windows and has no use here (the rows are on disk, and expire).
 */
export function postgresWindows(pool: pg.Pool, now: () => number = Date.now) {
  const sweep = setInterval(() => {
    pool.query('DELETE FROM alert_rate_windows WHERE until <= $1', [now()]).catch(() => undefined);
  }, 60_000);
  sweep.unref();
  const windows: RateWindows = (name, { limit, windowMs }) => ({
    async take(key, at) {
      const { rows } = await pool.query<{ hits: number }>(
        `INSERT INTO alert_rate_windows AS w (key, hits, until) VALUES ($1, 1, $2::bigint + $3)
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN w.until <= $2 THEN 1 ELSE w.hits + 1 END,
           until = CASE WHEN w.until <= $2 THEN $2::bigint + $3 ELSE w.until END
         RETURNING hits`,
        [`${name} ${key}`, at, windowMs],
      );
      return rows[0]!.hits <= limit;
    },
    async refund(key) {
      await pool.query(
        'UPDATE alert_rate_windows SET hits = hits - 1 WHERE key = $1 AND hits > 0',
        [`${name} ${key}`],
      );
    },
  });
  return { windows, stop: () => clearInterval(sweep) };
}
