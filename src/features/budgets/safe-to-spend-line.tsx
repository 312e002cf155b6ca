import { useLingui } from '@lingui/react/macro';
import { NavLink } from 'react-router';
import { formatCents } from '../../lib/money';
import { paths } from '../../lib/paths';
import { budgetLevel } from './budget-rules';
import { useBudgets } from './budget-store';
import type { Budgets } from './budgets';
import { useBudgetMonth, type UseExpected } from './use-budget-month';

/**
 * "Safe to spend: $62.02" under the header on a phone (decision 042), a link to the overview where
 * the budget is. Nothing without a budget: no history is read then.
 */
export function SafeToSpendLine({ useExpected }: { useExpected: UseExpected }) {
  const budgets = useBudgets();
  return budgets.data ? <Line budgets={budgets.data} useExpected={useExpected} /> : null;
}

function Line({ budgets, useExpected }: { budgets: Budgets; useExpected: UseExpected }) {
  const { t } = useLingui();
  const month = useBudgetMonth(useExpected);
  if (month.pending || !month.month) return null;
  const level = budgetLevel(month.month.spent, budgets.monthly);
  const tone =
    level === 'under'
      ? 'text-slate-700 dark:text-slate-200'
      : level === 'near'
        ? 'text-amber-800 dark:text-amber-200'
        : 'text-red-700 dark:text-red-300';
  return (
    <NavLink
      to={paths.overview}
      className={`block border-t border-slate-200 px-4 py-1.5 text-sm font-medium tabular-nums dark:border-slate-800 ${tone}`}
    >
      {t`Safe to spend: ${formatCents(Math.max(0, month.safe(budgets.monthly)))}`}
    </NavLink>
  );
}
