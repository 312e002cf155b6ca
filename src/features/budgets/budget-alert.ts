import type { Cents } from '../../lib/money';
import { budgetLevel } from './budget-rules';

/**
 * The budget's card alert (decision 048): at 80 % and at 100 % of the monthly budget, once per
 * threshold per month on this device. The page raises it (the server never knows the budget), so
 * what was raised is kept here: the account, the month and the threshold — never an amount.
 */
export type BudgetThreshold = 80 | 100;

/** The highest threshold the month's spending has reached, if any (budget-rules' two steps). */
export function thresholdReached(spent: Cents, budget: Cents): BudgetThreshold | null {
  const level = budgetLevel(spent, budget);
  return level === 'over' ? 100 : level === 'near' ? 80 : null;
}

const keyOf = (account: string, monthStart: number, threshold: BudgetThreshold) =>
  `${account}:${monthStart}:${threshold}`;

/**
 * The alert to raise now: the threshold reached, unless this account's month already had it. A
 * month that jumps past 100 % raises 100 only, and a refund back under it raises nothing more.
 */
export function budgetAlertDue(
  sent: readonly string[],
  account: string,
  monthStart: number,
  spent: Cents,
  budget: Cents,
): BudgetThreshold | null {
  const reached = thresholdReached(spent, budget);
  return reached && !sent.includes(keyOf(account, monthStart, reached)) ? reached : null;
}

/** `sent` with `threshold` and those below it raised; other months' keys of this account dropped. */
export function markRaised(
  sent: readonly string[],
  account: string,
  monthStart: number,
  threshold: BudgetThreshold,
): string[] {
  const thisMonth = `${account}:${monthStart}:`;
  const kept = sent.filter((key) => !key.startsWith(`${account}:`) || key.startsWith(thisMonth));
  const raised = ([80, 100] as const)
    .filter((t) => t <= threshold)
    .map((t) => keyOf(account, monthStart, t));
  return [...new Set([...kept, ...raised])];
}

const KEY = 'vcs.budget-alerts';
type Kept = { off?: boolean; sent: string[] };

function read(): Kept {
  try {
    const kept = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<Kept> | null;
    return {
      off: kept?.off === true,
      sent: Array.isArray(kept?.sent) ? kept.sent.filter((k) => typeof k === 'string') : [],
    };
  } catch {
    return { sent: [] };
  }
}
const write = (kept: Kept) => localStorage.setItem(KEY, JSON.stringify(kept));

/** The person's choice on this device: budget warnings as card alerts while alerts are on. */
export const budgetAlertsWanted = () => !read().off;
export const setBudgetAlertsWanted = (wanted: boolean) => write({ ...read(), off: !wanted });
export const raisedBudgetAlerts = () => read().sent;
export const keepRaisedBudgetAlerts = (sent: string[]) => write({ ...read(), sent });
