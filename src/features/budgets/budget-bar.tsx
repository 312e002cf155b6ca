import { useLingui } from '@lingui/react/macro';
import { formatCents, type Cents } from '../../lib/money';
import { budgetLevel, percentUsed } from './budget-rules';

const FILL = {
  under: 'bg-brand-600 dark:bg-brand-400',
  near: 'bg-amber-500 dark:bg-amber-400',
  over: 'bg-red-600 dark:bg-red-400',
} as const;

/** "$412.00 of $500.00 spent (82 %)" and a bar a screen reader reads the same (a progressbar). */
export function BudgetBar({ name, spent, budget }: { name: string; spent: Cents; budget: Cents }) {
  const { t } = useLingui();
  const percent = percentUsed(spent, budget);
  const words = t`${formatCents(spent)} of ${formatCents(budget)} spent (${percent} %)`;
  return (
    <div className="space-y-1">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span className="font-medium">{name}</span>
        <span className="tabular-nums text-slate-600 dark:text-slate-400">{words}</span>
      </div>
      <div
        role="progressbar"
        aria-label={name}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.min(percent, 100)}
        aria-valuetext={words}
        className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div
          className={`h-full rounded-full ${FILL[budgetLevel(spent, budget)]}`}
          style={{ width: `${Math.min(percent, 100)}%` }}
        />
      </div>
    </div>
  );
}
