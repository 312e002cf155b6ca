import type { Hono } from 'hono';
import type { Trusted } from '../../src/service/node/client-address';
import type { AlertStore } from './alert-store';
import { memoryWindows, type RateWindows } from './limits';
import { createPushSender } from './push';
import { mountAlerts } from './routes';
import { openAlertStore, type StoreLimits } from './store';
import { loadVapidKeys, type VapidKeys } from './vapid';

/**
 * Where the records, the VAPID key pair and the rate windows are: opened before the app
 * (postgres-alerts.ts).
 */
export type AlertsBackend = { store: AlertStore; keys: VapidKeys; windows: RateWindows };

export type AlertsConfig = {
  /** The server's data directory: vapid.json and alerts.sqlite, both 0600. */
  dir: string;
  /** PostgreSQL's store, keys and windows (DATABASE_URL, decision 046) not the directory's. */
  backend?: AlertsBackend;
  /** Test flag: push endpoints on http://127.0.0.1 accepted (ALERTS_LOOPBACK_PUSH=1). */
  loopback?: boolean;
  /** VAPID contact (RFC 8292), a mailto: or https: URL. */
  subject?: string;
  /** Other bounds than STORE_LIMITS' (ALERTS_MAX_HOOKS; tests: a server full after a few). */
  limits?: Partial<StoreLimits>;
  /** The clock of expiry and rate windows; Date.now unless a test holds one. */
  now?: () => number;
  log?: (line: string) => void;
};

/**
 * Opens the alert store and keys (SQLite and a file in `dir`, unless a backend is given) and adds
 * the alert routes to the app; returns a closer. `trusted` is the server's TRUST_PROXY test, the
 * same the /v1/api proxy uses.
 */
export function installAlerts(app: Hono, config: AlertsConfig, trusted: Trusted) {
  const now = config.now ?? (() => Date.now());
  const { store, keys, windows } = config.backend ?? {
    keys: loadVapidKeys(config.dir),
    store: openAlertStore(config.dir, { limits: config.limits, now }),
    windows: memoryWindows,
  };
  const policy = { loopback: config.loopback === true };
  mountAlerts(app, {
    store,
    policy,
    publicKey: keys.publicKey,
    send: createPushSender(keys, config.subject ?? 'mailto:alerts@example.invalid', policy),
    trusted,
    windows,
    now,
    log: config.log,
  });
  return { close: () => store.close(), publicKey: keys.publicKey };
}
