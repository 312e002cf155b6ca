import { useQuery } from '@tanstack/react-query';
import { transactionQueries } from '../../api/transactions';
import { useServiceNow } from '../../api/use-service-now';
import type { Cents } from '../../lib/money';
import { monthFigures, safeToSpend, type BudgetScope, type MonthFigures } from './budget-rules';
import { deviceTimeZone } from './month-bounds';

/**
 * The radar's expected charges before a moment (ms), given by the route (features stay strangers:
 * the radar's `useExpectedCharges`); called as a hook.
 */
export type UseExpected = (until: number | undefined) => { pending: boolean; cents: Cents };

/** This month and the last, whatever the zone: from the service's today, 63 days back. */
const HISTORY_DAYS = 63;

/**
 * The month so far for the account's budget (or one scope of it) on the service's clock (decision
 * 020) in this device's time zone, and, for the account, what is safe to spend.
 */
export function useBudgetMonth(useExpected: UseExpected) {
  const now = useServiceNow(60_000);
  const day = now === undefined ? '' : new Date(now).toISOString().slice(0, 10);
  const history = useQuery({
    ...transactionQueries.recent(HISTORY_DAYS, day),
    enabled: now !== undefined,
  });
  const zone = deviceTimeZone();
  const figures = (scope?: BudgetScope): MonthFigures | undefined =>
    history.data && now !== undefined ? monthFigures(history.data, now, zone, scope) : undefined;
  const month = figures();
  const expected = useExpected(month?.month.end);
  return {
    pending: month === undefined || expected.pending,
    month,
    figures,
    expectedCents: expected.cents,
    safe: (budget: Cents) => (month ? safeToSpend(budget, month.spent, expected.cents) : 0),
  };
}
