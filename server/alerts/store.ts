import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { AlertKind, AlertLanguage } from '../../src/contract/alerts';

export type PushSubscription = { endpoint: string; keys: { p256dh: string; auth: string } };

export type HookRecord = {
  id: string;
  secret: string;
  subscription: PushSubscription;
  kinds: AlertKind[];
  lang: AlertLanguage;
  client: string;
};

/** Bounds of decision 025: at most ~16 MB of hooks and ~60 MB of remembered event ids. */
export const STORE_LIMITS = {
  hooksTotal: 10_000,
  hooksPerClient: 5,
  /** Event ids remembered per hook against replays; the oldest go first. */
  seenPerHook: 64,
};

/**
 * The alert records in SQLite, in the server's data directory (file 0600): one row per hook with
 * its secret, push subscription, kinds and language, and the event ids already pushed.
 */
export function openAlertStore(dir: string) {
  if (!existsSync(dir)) mkdirSync(dir, { recursive: true, mode: 0o700 });
  const path = join(dir, 'alerts.sqlite');
  const db = new Database(path);
  chmodSync(path, 0o600);
  db.pragma('journal_mode = WAL');
  db.exec(`CREATE TABLE IF NOT EXISTS hooks (
      id TEXT PRIMARY KEY, secret TEXT NOT NULL, subscription TEXT NOT NULL,
      kinds TEXT NOT NULL, lang TEXT NOT NULL, client TEXT NOT NULL, created_at INTEGER NOT NULL);
    CREATE INDEX IF NOT EXISTS hooks_client ON hooks (client);
    CREATE TABLE IF NOT EXISTS seen (
      hook_id TEXT NOT NULL, event_id TEXT NOT NULL, at INTEGER NOT NULL,
      PRIMARY KEY (hook_id, event_id));`);
  const get = db.prepare('SELECT * FROM hooks WHERE id = ?');
  const countAll = db.prepare('SELECT count(*) AS n FROM hooks');
  const countClient = db.prepare('SELECT count(*) AS n FROM hooks WHERE client = ?');
  const insert = db.prepare(
    'INSERT INTO hooks (id, secret, subscription, kinds, lang, client, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const drop = db.prepare('DELETE FROM hooks WHERE id = ?');
  const dropSeen = db.prepare('DELETE FROM seen WHERE hook_id = ?');
  const see = db.prepare('INSERT OR IGNORE INTO seen (hook_id, event_id, at) VALUES (?, ?, ?)');
  const unsee = db.prepare('DELETE FROM seen WHERE hook_id = ? AND event_id = ?');
  const trim = db.prepare(`DELETE FROM seen WHERE hook_id = ? AND event_id NOT IN
      (SELECT event_id FROM seen WHERE hook_id = ? ORDER BY at DESC LIMIT ?)`);

  return {
    get(id: string): HookRecord | undefined {
      const row = get.get(id) as Record<string, string> | undefined;
      if (!row) return undefined;
      return {
        id: row.id!,
        secret: row.secret!,
        subscription: JSON.parse(row.subscription!) as PushSubscription,
        kinds: JSON.parse(row.kinds!) as AlertKind[],
        lang: row.lang as AlertLanguage,
        client: row.client!,
      };
    },
    /** 'ok', or why not: the id is taken, the client or the server holds too many. */
    add(hook: HookRecord): 'ok' | 'taken' | 'client_full' | 'full' {
      return db.transaction(() => {
        if (get.get(hook.id)) return 'taken' as const;
        if ((countAll.get() as { n: number }).n >= STORE_LIMITS.hooksTotal) return 'full' as const;
        if ((countClient.get(hook.client) as { n: number }).n >= STORE_LIMITS.hooksPerClient)
          return 'client_full' as const;
        insert.run(
          hook.id,
          hook.secret,
          JSON.stringify(hook.subscription),
          JSON.stringify(hook.kinds),
          hook.lang,
          hook.client,
          Date.now(),
        );
        return 'ok' as const;
      })();
    },
    remove(id: string) {
      db.transaction(() => {
        drop.run(id);
        dropSeen.run(id);
      })();
    },
    /** Records an event id for a hook; false when it was already there (a replay). */
    firstTime(hookId: string, eventId: string): boolean {
      const fresh = see.run(hookId, eventId, Date.now()).changes === 1;
      if (fresh) trim.run(hookId, hookId, STORE_LIMITS.seenPerHook);
      return fresh;
    },
    /** Takes an event id back (a push refused by the rate limit): the service's retry is no replay. */
    forget(hookId: string, eventId: string) {
      unsee.run(hookId, eventId);
    },
    close: () => db.close(),
  };
}
export type AlertStore = ReturnType<typeof openAlertStore>;
