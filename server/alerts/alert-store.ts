import type { AlertKind, AlertLanguage } from '../../src/contract/alerts';

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

/**
 * Bounds of decision 025: at most ~16 MB of hooks and ~60 MB of remembered event ids in SQLite.
 * The total is a setting (ALERTS_MAX_HOOKS, decision 046); the rest are the same on every store.
 */
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

export type StoreOptions = { limits?: Partial<StoreLimits>; now?: () => number };

/** Why a record was not added: the id is taken, the client or its site is full, the server is. */
export type AddOutcome = 'ok' | 'taken' | 'client_full' | 'site_full' | 'full';

/**
 * The alert records wherever they are kept (decision 046): in one SQLite file (store.ts, the
 * default) or in PostgreSQL shared by every instance (postgres-store.ts). The same rules on both.
 */
export type AlertStore = {
  limits: StoreLimits;
  /** The record, unless there is none or it expired. */
  get(id: string): Promise<HookRecord | undefined>;
  /**
   * 'ok', or why not. Expired records go first; when the server is full, the oldest record never
   * reached by a signed event makes room.
   */
  add(hook: HookRecord): Promise<AddOutcome>;
  remove(id: string): Promise<void>;
  /** A signed event reached the hook: it is in use, and its 90 idle days start again. */
  used(id: string): Promise<void>;
  /** Records an event id for a hook; false when it was already there (a replay). */
  firstTime(hookId: string, eventId: string): Promise<boolean>;
  /** Takes an event id back (a push not made): the service's retry is no replay. */
  forget(hookId: string, eventId: string): Promise<void>;
  /** Removes the expired records now; how many there were. */
  expire(): Promise<number>;
  count(): Promise<number>;
  close(): Promise<void>;
};
