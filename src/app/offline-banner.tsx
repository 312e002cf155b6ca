import { Trans } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import { useAppContext } from '../lib/app-context';

function subscribe(callback: () => void) {
  addEventListener('online', callback);
  addEventListener('offline', callback);
  return () => {
    removeEventListener('online', callback);
    removeEventListener('offline', callback);
  };
}

export function OfflineBanner() {
  const { connection } = useAppContext();
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  if (online) return null;
  return (
    <div
      role="status"
      className="bg-amber-500 px-4 py-2 text-center text-sm font-medium text-amber-950"
    >
      {connection.mode === 'demo' ? (
        // The demo's sandbox and data are in this browser (decision 010): it keeps working.
        <Trans>You are offline. The demo keeps working: its sandbox runs in this browser.</Trans>
      ) : (
        <Trans>
          You are offline. What you see may be out of date; actions will fail until the connection
          is back.
        </Trans>
      )}
    </div>
  );
}
