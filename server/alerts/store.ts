import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { AlertKind, AlertLanguage } from '../../src/contract/alerts';
import { openHookTables } from './store-schema';

export type PushSubscription = { endpoint: string; keys: { p256dh: string; auth: string } };

export type HookRecord = {
  id: string;
  secret: string;
  subscription: PushSubscription;
  kinds: AlertKind[];
  lang: AlertLanguage;
  /** Who registered it: an IPv4 address, or an IPv6 /64 (clientKey). */
  client: string;
  /** The client's site: its IPv6 /48, or the IPv4 address again. */
  site: string;
};

const HOUR = 3_600_000;

/** Bounds of decision 025: at most ~16 MB of hooks and ~60 MB of remembered event ids. */
export const STORE_LIMITS = {
  hooksTotal: 10_000,
  hooksPerClient: 5,
  hooksPerSite: 25,
  /** Event ids remembered per hook against replays; the oldest go first. */
  seenPerHook: 64,
  /** A record that no signed event reached within this is gone (24 h). */
  unusedForMs: 24 * HOUR,
  /** A record whose last signed event is this old is gone (90 days). */
  idleForMs: 90 * 24 * HOUR,
};
export type StoreLimits = typeof STORE_LIMITS;

/** A row of `hooks` as SQLite gives it (store-schema.ts). */
type Row = Omit<HookRecord, 'subscription' | 'kinds'> & {
  subscription: string;
  kinds: string;
  created_at: number;
  used_at: number | null;
};

export type StoreOptions = { limits?: Partial<StoreLimits>; now?: () => number };

/**
 * The alert records in SQLite, in the server's data directory (file 0600): one row per hook with
 * its secret, push subscription, kinds and language, who made it, when it was made and last
 * reached by a signed event, and the event ids already pushed.
 */
export function openAlertStore(dir: string, options: StoreOptions = {}) {
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
    get(id: string): HookRecord | undefined {
      const row = get.get(id) as Row | undefined;
      if (!row || expired(row)) return undefined;
      return {
        ...row,
        subscription: JSON.parse(row.subscription) as PushSubscription,
        kinds: JSON.parse(row.kinds) as AlertKind[],
      };
    },
    /**
     * 'ok', or why not: the id is taken, the client or its site holds too many, or the server is
     * full of records that all received a signed event. Expired records go first; when the server
     * is full, the oldest record never reached by a signed event makes room.
     */
    add(hook: HookRecord): 'ok' | 'taken' | 'client_full' | 'site_full' | 'full' {
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
    remove: (id: string) => remove(id),
    /** A signed event reached the hook: it is in use, and its 90 idle days start again. */
    used(id: string) {
      use.run(now(), id);
    },
    /** Records an event id for a hook; false when it was already there (a replay). */
    firstTime(hookId: string, eventId: string): boolean {
      const fresh = see.run(hookId, eventId, now()).changes === 1;
      if (fresh) trim.run(hookId, hookId, limits.seenPerHook);
      return fresh;
    },
    /** Takes an event id back (a push not made): the service's retry is no replay. */
    forget(hookId: string, eventId: string) {
      unsee.run(hookId, eventId);
    },
    /** Removes the expired records now; how many there were. */
    expire: () => expire(),
    count: () => count(countAll),
    close: () => db.close(),
  };
}
export type AlertStore = ReturnType<typeof openAlertStore>;
