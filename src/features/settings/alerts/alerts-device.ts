import { alertKey, endAlertsHere, registerAlerts, removeServerHook } from '../../../api/alerts';
import {
  ALERT_LANGUAGES,
  eventsFor,
  type AlertKind,
  type AlertLanguage,
} from '../../../contract/alerts';
import type { AlertRegistration } from '../../../contract/alerts-api';
import { ALERT_HOOKS_BASE_PATH } from '../../../contract/base-paths';
import type { AlertsRecord } from '../../../lib/alerts-record';

export { readAlerts, saveAlerts, type AlertsRecord } from '../../../lib/alerts-record';

const b64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const random = (n: number) => crypto.getRandomValues(new Uint8Array(n));
const fromB64url = (text: string) =>
  Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

/** The service's webhook calls, passed in by the caller (src/api/webhooks.ts). */
export type WebhookCalls = {
  create: (input: { url: string; events: string[]; secret: string }) => Promise<{ id: string }>;
  remove: (input: { webhookId: string }) => Promise<unknown>;
};

export class AlertsError extends Error {
  constructor(readonly reason: 'denied' | 'unsupported' | 'server' | 'service') {
    super(reason);
  }
}

/** The subscription as the registration declares it; a browser that leaves a part out cannot. */
function subscriptionBody(json: PushSubscriptionJSON): AlertRegistration['subscription'] {
  const { endpoint, expirationTime, keys } = json;
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new AlertsError('unsupported');
  return { endpoint, expirationTime, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}

/** The page's language when alerts speak it, else English (the server knows five). */
const alertLanguage = (lang: string): AlertLanguage =>
  ALERT_LANGUAGES.find((known) => known === lang) ?? 'en';

/**
 * "Turn on" (decision 025): permission, a push subscription with our server's VAPID key, our
 * server's record (hook id, secret, subscription, kinds, language), then the webhook at the service
 * aimed at this site's /hooks/<id>. In demo mode only the permission: the page shows the sandbox's
 * events itself. On a failure after our record was made, it is removed again.
 */
export async function turnOnAlerts(
  kinds: AlertKind[],
  lang: string,
  demo: boolean,
  webhooks: WebhookCalls,
): Promise<AlertsRecord> {
  if (typeof Notification === 'undefined' || !('serviceWorker' in navigator))
    throw new AlertsError('unsupported');
  if ((await Notification.requestPermission()) !== 'granted') throw new AlertsError('denied');
  if (demo) {
    // The in-browser sandbox sends nothing: its delivery log for this webhook is read by the page
    // (use-demo-alerts.ts). '.invalid' is a name that can never be reached (RFC 2606).
    const hook = await webhooks
      .create({
        url: `https://alerts.demo.invalid/${b64url(random(18))}`,
        events: eventsFor(kinds),
        secret: b64url(random(24)),
      })
      .catch(() => {
        throw new AlertsError('service');
      });
    return { kinds, lang, webhookId: hook.id };
  }
  const registration = await navigator.serviceWorker.ready;
  const serverFailed = () => {
    throw new AlertsError('server');
  };
  const { public_key } = await alertKey().catch(serverFailed);
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: fromB64url(public_key),
  });
  const hookId = b64url(random(18));
  const secret = Array.from(random(32), (b) => b.toString(16).padStart(2, '0')).join('');
  await registerAlerts({
    hook_id: hookId,
    secret,
    subscription: subscriptionBody(subscription.toJSON()),
    kinds,
    lang: alertLanguage(lang),
  }).catch(serverFailed);
  try {
    const hook = await webhooks.create({
      url: `${location.origin}${ALERT_HOOKS_BASE_PATH}/${hookId}`,
      events: eventsFor(kinds),
      secret,
    });
    return { kinds, lang, hookId, secret, webhookId: hook.id };
  } catch {
    await removeServerHook(hookId, secret);
    throw new AlertsError('service');
  }
}

/** "Turn off": the service's webhook, our record, the push subscription, the saved record. */
export async function turnOffAlerts(record: AlertsRecord, webhooks: WebhookCalls) {
  if (record.webhookId) await webhooks.remove({ webhookId: record.webhookId }).catch(() => null);
  await endAlertsHere(record);
}
