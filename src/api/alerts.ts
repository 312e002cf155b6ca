import { ALERT_SECRET_HEADER } from '../contract/alerts';
import type { AlertRegistration } from '../contract/alerts-api';
import { saveAlerts, type AlertsRecord } from '../lib/alerts-record';
import { send } from './send';
import { getAlertKey, registerAlertHook, removeAlertHook } from './wire-alerts-readers.gen';

/**
 * The card alerts' calls to this site's server (decision 025), with the same `send` as the card
 * service's operations (issue #49 item 3): the path and the answer's reader come from the
 * declarations in src/contract/alerts-api.ts, the base from ALERTS_BASE_PATH; no seed is sent.
 */
export function alertKey() {
  return send(getAlertKey, {});
}

export function registerAlerts(body: AlertRegistration) {
  return send(registerAlertHook, { body });
}

/** Our server's record of a live-mode hook, asked to go with its secret; a failure is let be. */
export function removeServerHook(hookId: string, secret: string) {
  return send(
    removeAlertHook,
    { params: { id: hookId } },
    { headers: { [ALERT_SECRET_HEADER]: secret } },
  ).catch(() => undefined);
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
