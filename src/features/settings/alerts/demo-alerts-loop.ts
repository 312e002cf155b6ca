import { sandboxApi } from '../../../api/sandbox';
import { ALERT_LANGUAGES, type AlertLanguage } from '../../../contract/alerts';
import { readAlerts } from '../../../lib/alerts-record';

/**
 * One look at the in-browser sandbox's delivery log for the alerts webhook (demo mode, no server):
 * each delivery not seen before becomes, while the tab is hidden, the notifications our server
 * would push, shown by the service worker (public/sw-push.js, 'vcs-alert' messages).
 * `seen` is null at the first look: what is there then is not news.
 */
export async function lookForAlerts(seen: Set<string> | null): Promise<Set<string> | null> {
  const record = readAlerts();
  if (!record?.webhookId) return seen;
  const { data } = await sandboxApi.deliveries();
  const mine = data.filter((d) => d.webhook_id === record.webhookId);
  if (seen === null) return new Set(mine.map((d) => d.id));
  const lang = (ALERT_LANGUAGES as readonly string[]).includes(record.lang)
    ? (record.lang as AlertLanguage)
    : 'en';
  const worker = (await navigator.serviceWorker.ready).active;
  for (const delivery of mine) {
    if (seen.has(delivery.id)) continue;
    seen.add(delivery.id);
    if (!document.hidden) continue;
    const event = JSON.parse(delivery.payload) as { type: string; data: Record<string, never> };
    // The words of five languages load only when there is something to say.
    const { notificationsFor } = await import('../../../lib/alert-notification');
    for (const note of notificationsFor(event.type, event.data, record.kinds, lang))
      worker?.postMessage({ type: 'vcs-alert', note });
  }
  return seen;
}

const EVERY_MS = 2000;

/**
 * Set on <html> once the first look has read the log with alerts on: from then on, what arrives is
 * news. A test waits on it instead of on the clock (issue #46).
 */
const WATCHING = 'data-demo-alerts';

/** Looks every 2 s while alerts are on; returns the function that stops looking. */
export function watchDemoAlerts(): () => void {
  let seen: Set<string> | null = null;
  let busy = false;
  const run = async () => {
    if (busy || !readAlerts()?.webhookId) return;
    busy = true;
    try {
      seen = await lookForAlerts(seen);
      if (seen) document.documentElement.setAttribute(WATCHING, 'watching');
    } catch {
      // The log could not be read this time (a reset, a sign-out): the next look tries again.
    } finally {
      busy = false;
    }
  };
  void run();
  const timer = setInterval(() => void run(), EVERY_MS);
  return () => {
    clearInterval(timer);
    document.documentElement.removeAttribute(WATCHING);
  };
}
