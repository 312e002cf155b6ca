import type { AlertKind } from '../contract/alerts';

/**
 * What this device turned on (localStorage): enough to turn it off again. Never the seed. In lib
 * (issue #48 item 9): Settings turns alerts on and off, and the Webhooks page names the alerts'
 * webhook and turns alerts off when it is deleted there (decision 025).
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

/** Our server's record of a live-mode hook (decision 025), asked to go with its secret. */
export function removeServerHook(hookId: string, secret: string) {
  return fetch(`/alerts/hooks/${encodeURIComponent(hookId)}`, {
    method: 'DELETE',
    headers: { 'X-Alert-Secret': secret },
  }).catch(() => undefined);
}

/**
 * Alerts off on this device once the service's webhook is gone (deleted here or on the Webhooks
 * page): our server's record, the push subscription and the saved record.
 */
export async function endAlertsHere(record: AlertsRecord) {
  if (record.hookId && record.secret) await removeServerHook(record.hookId, record.secret);
  const registration = await navigator.serviceWorker?.getRegistration();
  await (await registration?.pushManager.getSubscription())?.unsubscribe();
  saveAlerts(null);
}
