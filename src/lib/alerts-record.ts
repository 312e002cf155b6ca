import type { AlertKind } from '../contract/alerts';

/**
 * What this device turned on (localStorage): enough to turn it off again. Never the seed. In lib
 * (issue #48 item 9): Settings turns alerts on and off, and the Webhooks page names the alerts'
 * webhook and turns alerts off when it is deleted there (decision 025); both end them with
 * `endAlertsHere` (src/api/alerts.ts, which calls our server).
 */
export type AlertsRecord = {
  kinds: AlertKind[];
  lang: string;
  /** Live mode: our server's record (hook id, secret); both modes: the service's webhook. */
  hookId?: string;
  secret?: string;
  webhookId?: string;
};

const KEY = 'vcs.alerts';

export function readAlerts(): AlertsRecord | null {
  try {
    const raw = localStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as AlertsRecord) : null;
  } catch {
    return null;
  }
}
export function saveAlerts(record: AlertsRecord | null) {
  if (record) localStorage.setItem(KEY, JSON.stringify(record));
  else localStorage.removeItem(KEY);
}
