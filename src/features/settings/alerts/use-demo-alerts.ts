import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { sandboxApi } from '../../../api/sandbox';
import { ALERT_LANGUAGES, type AlertLanguage } from '../../../contract/alerts';
import { useAppContext } from '../../../lib/app-context';
import { useSession } from '../../../lib/session';
import { notificationsFor } from '../../../../server/alerts/notification';
import { readAlerts } from './alerts-device';

const EVERY_MS = 2000;

/**
 * Demo mode (issue #34 item 4): no server, so the page itself reads the in-browser sandbox's
 * delivery log for the alerts webhook and, while the tab is hidden, has the service worker show
 * the same notifications our server would push (public/sw-push.js, 'vcs-alert' messages). Other
 * tabs' purchases count: the sandbox's records are shared through IndexedDB.
 */
export function useDemoAlerts() {
  const demo = useAppContext().connection.mode === 'demo';
  const { seed } = useSession();
  const { i18n } = useLingui();
  useEffect(() => {
    if (!demo || !seed || !('serviceWorker' in navigator)) return;
    let seen: Set<string> | null = null;
    const tick = async () => {
      const record = readAlerts();
      if (!record?.webhookId) return;
      const { data } = await sandboxApi.deliveries();
      const mine = data.filter((d) => d.webhook_id === record.webhookId);
      // What was there when the page opened is not news.
      if (seen === null) return void (seen = new Set(mine.map((d) => d.id)));
      const lang = (ALERT_LANGUAGES as readonly string[]).includes(record.lang)
        ? (record.lang as AlertLanguage)
        : 'en';
      const worker = (await navigator.serviceWorker.ready).active;
      for (const delivery of mine) {
        if (seen.has(delivery.id)) continue;
        seen.add(delivery.id);
        if (!document.hidden) continue;
        const event = JSON.parse(delivery.payload) as { type: string; data: Record<string, never> };
        for (const note of notificationsFor(event.type, event.data, record.kinds, lang))
          worker?.postMessage({ type: 'vcs-alert', note });
      }
    };
    const run = () => void tick().catch(() => undefined);
    run();
    const timer = setInterval(run, EVERY_MS);
    return () => clearInterval(timer);
  }, [demo, seed, i18n]);
}
