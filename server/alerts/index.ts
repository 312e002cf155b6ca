import type { Hono } from 'hono';
import { parseTrusted } from '../../src/service/node/client-address';
import { createPushSender } from './push';
import { mountAlerts } from './routes';
import { openAlertStore } from './store';
import { loadVapidKeys } from './vapid';

export type AlertsConfig = {
  /** The server's data directory: vapid.json and alerts.sqlite, both 0600. */
  dir: string;
  /** Test flag: push endpoints on http://127.0.0.1 accepted (ALERTS_LOOPBACK_PUSH=1). */
  loopback?: boolean;
  /** VAPID contact (RFC 8292), a mailto: or https: URL. */
  subject?: string;
  /** Proxies whose X-Forwarded-For is read for the client address (TRUST_PROXY). */
  trustProxy?: string;
  log?: (line: string) => void;
};

/** Opens the alert store and keys and adds the alert routes to the app; returns a closer. */
export function installAlerts(app: Hono, config: AlertsConfig) {
  const keys = loadVapidKeys(config.dir);
  const store = openAlertStore(config.dir);
  const policy = { loopback: config.loopback === true };
  mountAlerts(app, {
    store,
    policy,
    publicKey: keys.publicKey,
    send: createPushSender(keys, config.subject ?? 'mailto:alerts@example.invalid', policy),
    trusted: parseTrusted(config.trustProxy),
    log: config.log,
  });
  return { close: () => store.close(), publicKey: keys.publicKey };
}
