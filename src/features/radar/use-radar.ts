import { useQuery } from '@tanstack/react-query';
import { transactionQueries } from '../../api/transactions';
import { useServiceNow } from '../../api/use-service-now';
import { detectSubscriptions } from './detect-subscriptions';
import { useDismissedSubscriptions } from './dismissed-subscriptions';

/** A year and its tolerance, and a little: a yearly charge needs last year's to be seen. */
export const RADAR_DAYS = 400;

/** The subscriptions in every card's last 400 days, less those dismissed on this device. */
export function useRadar() {
  // "Now" is the service's (decision 020): the sandbox account's clock, which moving on is how a
  // person sees the next charge come near; a live provider's, as its answers say (issue #48).
  const now = useServiceNow(60_000);
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
