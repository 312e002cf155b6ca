import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { AlertKind } from '../../src/contract/alerts';
import {
  STORE_LIMITS,
  type AlertStore,
  type HookRecord,
  type PushSubscription,
  type StoreOptions,
} from './alert-store';
import { openHookTables } from './store-schema';

export {
  STORE_LIMITS,
  type AlertStore,
  type HookRecord,
  type PushSubscription,
  type StoreLimits,
} from './alert-store';

/** A row of `hooks` as SQLite gives it (store-schema.ts). */
type Row = Omit<HookRecord, 'subscription' | 'kinds'> & {
  subscription: string;
  kinds: string;
  created_at: number;
  used_at: number | null;
};

/**
 * The alert records in SQLite, in the server's data directory (file 0600): one row per hook with
 * its secret, push subscription, kinds and language, who made it, when it was made and last
 * reached by a signed event, and the event ids already pushed.
 */
export function openAlertStore(dir: string, options: StoreOptions = {}): AlertStore {
  const limits = { ...STORE_LIMITS, ...options.limits };
  const now = options.now ?? (() => Date.now());
  if (!existsSync(dir)) mkdirSync(dir, { recursive: true, mode: 0o700 });
  const path = join(dir, 'alerts.sqlite');
  const db = new Database(path);
  chmodSync(path, 0o600);
  openHookTables(db);
  const get = db.prepare('SELECT * FROM hooks WHERE id = ?');
  const taken = db.prepare('SELECT 1 FROM hooks WHERE id = ?');
  const countAll = db.prepare('SELECT count(*) AS n FROM hooks');
  const countClient = db.prepare('SELECT count(*) AS n FROM hooks WHERE client = ?');
  const countSite = db.prepare('SELECT count(*) AS n FROM hooks WHERE site = ?');
  const oldestUnused = db.prepare(
    'SELECT id FROM hooks WHERE used_at IS NULL ORDER BY created_at, rowid LIMIT 1',
  );
  const insert = db.prepare(`INSERT INTO hooks
      (id, secret, subscription, kinds, lang, client, site, created_at, used_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL)`);
  const use = db.prepare('UPDATE hooks SET used_at = ? WHERE id = ?');
  const drop = db.prepare('DELETE FROM hooks WHERE id = ?');
  const dropSeen = db.prepare('DELETE FROM seen WHERE hook_id = ?');
  // Expired: never reached by a signed event in its first 24 h, or idle 90 days (decision 025);
  // both found by the (used_at, created_at) index (store-schema.ts), not by a scan.
  const dueUnused = db
    .prepare('SELECT id FROM hooks WHERE used_at IS NULL AND created_at <= ?')
    .pluck();
  const dueIdle = db.prepare('SELECT id FROM hooks WHERE used_at <= ?').pluck();
  const see = db.prepare('INSERT OR IGNORE INTO seen (hook_id, event_id, at) VALUES (?, ?, ?)');
  const unsee = db.prepare('DELETE FROM seen WHERE hook_id = ? AND event_id = ?');
  const trim = db.prepare(`DELETE FROM seen WHERE hook_id = ? AND event_id NOT IN
      (SELECT event_id FROM seen WHERE hook_id = ? ORDER BY at DESC LIMIT ?)`);

  const ages = () => ({ unused: now() - limits.unusedForMs, idle: now() - limits.idleForMs });
  const expired = (row: Row) =>
    row.used_at === null ? row.created_at <= ages().unused : row.used_at <= ages().idle;
  const count = (statement: Database.Statement, ...args: unknown[]) =>
    (statement.get(...args) as { n: number }).n;
  const remove = db.transaction((id: string) => {
    drop.run(id);
    dropSeen.run(id);
  });
  const expire = () => {
    const { unused, idle } = ages();
    const due = [...dueUnused.all(unused), ...dueIdle.all(idle)] as string[];
    if (due.length) db.transaction(() => due.forEach((id) => remove(id)))();
    return due.length;
  };
  expire(); // what expired while the server was down goes at the start

  return {
    limits,
    async get(id) {
      const row = get.get(id) as Row | undefined;
      if (!row || expired(row)) return undefined;
      return {
        ...row,
        subscription: JSON.parse(row.subscription) as PushSubscription,
        kinds: JSON.parse(row.kinds) as AlertKind[],
      };
    },
    // Synchronous inside: one SQLite transaction, no await in between (better-sqlite3).
    async add(hook) {
      return db.transaction(() => {
        expire();
        if (taken.get(hook.id)) return 'taken' as const;
        if (count(countClient, hook.client) >= limits.hooksPerClient) return 'client_full' as const;
        if (count(countSite, hook.site) >= limits.hooksPerSite) return 'site_full' as const;
        while (count(countAll) >= limits.hooksTotal) {
          const unused = oldestUnused.get() as { id: string } | undefined;
          if (!unused) return 'full' as const;
          remove(unused.id);
        }
        const { id, secret, subscription, kinds, lang, client, site } = hook;
        const text = [JSON.stringify(subscription), JSON.stringify(kinds)];
        insert.run(id, secret, ...text, lang, client, site, now());
        return 'ok' as const;
      })();
    },
    remove: async (id) => remove(id),
    async used(id) {
      use.run(now(), id);
    },
    async firstTime(hookId, eventId) {
      const fresh = see.run(hookId, eventId, now()).changes === 1;
      if (fresh) trim.run(hookId, hookId, limits.seenPerHook);
      return fresh;
    },
    async forget(hookId, eventId) {
      unsee.run(hookId, eventId);
    },
    expire: async () => expire(),
    count: async () => count(countAll),
    close: async () => void db.close(),
  };
}
