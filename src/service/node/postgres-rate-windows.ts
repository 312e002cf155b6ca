import type pg from 'pg';
import { unavailable } from '../account-turns';
import type { SharedWindows } from '../http/rate-limits';

export type { SharedWindows };

/**
 * The sandbox's rate-limit windows in PostgreSQL (decision 047, after 046's alert_rate_windows):
 * every instance counts in the same rows, so N instances allow each limit once, not N times.
 * One statement counts a request in all its windows (a window past its end starts again at 1);
 * when one is over its limit the request is refused and its hits are taken back, so a refused
 * request does not count (as in memory, domain/rate-limit.ts). Keys are sorted: two requests
 * lock the rows they share in one order. Rows past their end are deleted each minute.
 */
export function postgresRateWindows(pool: pg.Pool, now: () => number = Date.now) {
  const sweep = setInterval(() => {
    pool.query('DELETE FROM sandbox_rate_windows WHERE until <= $1', [now()]).catch(() => {});
  }, 60_000);
  sweep.unref();
  const windows: SharedWindows = async (rules, at) => {
    const named = rules
      .map((rule) => ({ rule, key: `${rule.pool ?? ''}:${rule.windowMs}:${rule.key}` }))
      .sort((a, b) => (a.key < b.key ? -1 : 1));
    const keys = named.map((n) => n.key);
    try {
      const { rows } = await pool.query<{ key: string; hits: number; until: string }>(
        `INSERT INTO sandbox_rate_windows AS w (key, hits, until)
         SELECT k, 1, $2::bigint + ms FROM unnest($1::text[], $3::bigint[]) AS r(k, ms)
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN w.until <= $2 THEN 1 ELSE w.hits + 1 END,
           until = CASE WHEN w.until <= $2 THEN excluded.until ELSE w.until END
         RETURNING key, hits, until`,
        [keys, at, named.map((n) => n.rule.windowMs)],
      );
      let wait = 0;
      for (const row of rows) {
        const { rule } = named.find((n) => n.key === row.key)!;
        if (row.hits > rule.limit)
          wait = Math.max(wait, Math.ceil((Number(row.until) - at) / 1000));
      }
      if (wait > 0)
        await pool.query(
          'UPDATE sandbox_rate_windows SET hits = hits - 1 WHERE key = ANY($1) AND hits > 0',
          [keys],
        );
      return wait;
    } catch (error) {
      throw unavailable(error);
    }
  };
  return { windows, stop: () => clearInterval(sweep) };
}
