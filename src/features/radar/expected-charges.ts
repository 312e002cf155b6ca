import type { Cents } from '../../lib/money';
import { nextDue } from './cadence';
import type { Subscription } from './detect-subscriptions';
import { useRadar } from './use-radar';

export type ExpectedCharge = { cardId: string; merchant: string; at: number; cents: Cents };

/**
 * The charges the radar expects before `until` (ms): each subscription's next one, and the ones
 * after it while still before `until` (a weekly one comes four or five times a month). A charge
 * due and not yet come (the radar keeps it 3 days) is still expected. Budgets' "safe to spend"
 * subtracts them (decision 042).
 */
export function expectedChargesBefore(
  subscriptions: readonly Subscription[],
  until: number,
): ExpectedCharge[] {
  const out: ExpectedCharge[] = [];
  for (const s of subscriptions)
    for (let at = s.nextAt; at < until; at = nextDue(at, s.cadence))
      out.push({ cardId: s.cardId, merchant: s.merchant, at, cents: s.nextCents });
  return out.sort((a, b) => a.at - b.at);
}

/**
 * The radar's expected charges before `until`, less the subscriptions dismissed on this device;
 * `pending` while the history loads. A hook another feature is given by its route.
 */
export function useExpectedCharges(until: number | undefined) {
  const radar = useRadar();
  const charges =
    until === undefined || radar.pending ? [] : expectedChargesBefore(radar.subscriptions, until);
  return {
    pending: until === undefined || radar.pending,
    charges,
    cents: charges.reduce((sum, c) => sum + c.cents, 0),
  };
}
