import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { sandboxToolQueries } from '../../api/sandbox-tools';
import { transactionQueries } from '../../api/transactions';
import { useAppContext } from '../../lib/app-context';
import { detectSubscriptions } from './detect-subscriptions';
import { useDismissedSubscriptions } from './dismissed-subscriptions';

/** A year and its tolerance, and a little: a yearly charge needs last year's to be seen. */
export const RADAR_DAYS = 400;

/**
 * "Now" for the radar. The sandbox's account has its own clock (decision 020): its charges are
 * dated by it, and moving it on is how a person sees the next charge come near. A live provider
 * has no such clock: the device's time.
 */
function useRadarNow(): number | undefined {
  const { connection } = useAppContext();
  const sandbox = connection.mode !== 'live';
  const clock = useQuery({ ...sandboxToolQueries.clock(), enabled: sandbox });
  const [deviceNow] = useState(() => Date.now());
  if (!sandbox || clock.isError) return deviceNow;
  return clock.data ? Date.parse(clock.data.now) : undefined;
}

/** The subscriptions in every card's last 400 days, less those dismissed on this device. */
export function useRadar() {
  const now = useRadarNow();
  const day = now === undefined ? '' : new Date(now).toISOString().slice(0, 10);
  const history = useQuery({
    ...transactionQueries.recent(RADAR_DAYS, day),
    enabled: now !== undefined,
  });
  const { dismissed, dismiss, restore } = useDismissedSubscriptions();
  const found = history.data && now !== undefined ? detectSubscriptions(history.data, now) : [];
  return {
    now,
    pending: now === undefined || history.isPending,
    subscriptions: found.filter((s) => !dismissed.has(s.key)),
    hidden: found.filter((s) => dismissed.has(s.key)).map((s) => s.key),
    dismiss,
    restore,
  };
}
