import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useAppContext } from '../lib/app-context';
import { sandboxClockQuery } from './sandbox-tool-keys';
import { serviceDateSkew } from './service-clock';

/**
 * The service's time minus this device's, in ms; undefined while the sandbox's clock is first
 * read. Countdowns and "late" or "due" are judged on the service's time, never the device's
 * (issue #48 item 4): in the demo and a sandbox server, the account's clock, which can run ahead
 * of real time (decision 020); with a live provider, its `Date` headers (service-clock.ts).
 */
export function useServiceOffset(): number | undefined {
  const { connection } = useAppContext();
  const sandbox = connection.mode !== 'live';
  const clock = useQuery({ ...sandboxClockQuery(), enabled: sandbox });
  const dateSkew = useSyncExternalStore(serviceDateSkew.subscribe, serviceDateSkew.get);
  if (!sandbox || clock.isError) return dateSkew;
  if (!clock.data) return undefined;
  // The account's lead on the service's clock, which runs with real time: the service's clock
  // is this device's in the demo, and a sandbox server's `Date` says where it differs.
  return clock.data.offset_ms + dateSkew;
}

/** The service's now in ms, re-read every `tickMs`; undefined until it is known. */
export function useServiceNow(tickMs: number): number | undefined {
  const offset = useServiceOffset();
  const deviceNow = useDeviceNow(tickMs);
  return offset === undefined ? undefined : deviceNow + offset;
}

/** This device's now, re-read every `tickMs`. */
export function useDeviceNow(tickMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return now;
}
