import { useEffect } from 'react';
import { useAppContext } from '../../../lib/app-context';
import { useSession } from '../../../lib/session';

/**
 * Demo mode (issue #34 item 4, decision 025): no server, so the page itself watches the in-browser
 * sandbox's delivery log (demo-alerts-loop.ts, loaded after the page, so the signed-in pages'
 * first load does not grow: npm run size).
 */
export function useDemoAlerts() {
  const demo = useAppContext().connection.mode === 'demo';
  const { seed } = useSession();
  useEffect(() => {
    if (!demo || !seed || !('serviceWorker' in navigator)) return;
    let stop: (() => void) | undefined;
    let gone = false;
    import('./demo-alerts-loop')
      .then((m) => {
        if (!gone) stop = m.watchDemoAlerts();
      })
      .catch(() => undefined);
    return () => {
      gone = true;
      stop?.();
    };
  }, [demo, seed]);
}
