import type Database from 'better-sqlite3';
import { clientKey } from '../../src/service/http/rate-limits';

/**
 * The alert store's tables. A file from before issue #47 gains `site` and `used_at`: its records'
 * clients become keys (an IPv6 address its /64, decision 025) with their /48 as the site, and
 * count as never used, so those no signed event reaches go within 24 h. One index on (used_at,
 * created_at) finds both kinds of expired record and the oldest unused one without a scan.
 */
export function openHookTables(db: Database.Database) {
  db.pragma('journal_mode = WAL');
  db.exec(`CREATE TABLE IF NOT EXISTS hooks (
      id TEXT PRIMARY KEY, secret TEXT NOT NULL, subscription TEXT NOT NULL,
      kinds TEXT NOT NULL, lang TEXT NOT NULL, client TEXT NOT NULL, created_at INTEGER NOT NULL);
    CREATE INDEX IF NOT EXISTS hooks_client ON hooks (client);
    CREATE TABLE IF NOT EXISTS seen (
      hook_id TEXT NOT NULL, event_id TEXT NOT NULL, at INTEGER NOT NULL,
      PRIMARY KEY (hook_id, event_id));`);
  const columns = (db.pragma('table_info(hooks)') as Array<{ name: string }>).map((c) => c.name);
  if (columns.includes('site')) return;
  db.transaction(() => {
    db.exec(`ALTER TABLE hooks ADD COLUMN site TEXT NOT NULL DEFAULT '';
      ALTER TABLE hooks ADD COLUMN used_at INTEGER;
      CREATE INDEX IF NOT EXISTS hooks_site ON hooks (site);
      CREATE INDEX IF NOT EXISTS hooks_age ON hooks (used_at, created_at);`);
    const rekey = db.prepare('UPDATE hooks SET client = ?, site = ? WHERE id = ?');
    for (const row of db.prepare('SELECT id, client FROM hooks').all() as Array<{
      id: string;
      client: string;
    }>)
      rekey.run(clientKey(row.client), clientKey(row.client, 48), row.id);
  })();
}
