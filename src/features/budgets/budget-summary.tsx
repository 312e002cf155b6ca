import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { formatCents } from '../../lib/money';
import { formatDate } from '../../lib/format';
import { BudgetBar } from './budget-bar';
import { BudgetCardAlert, type BudgetWarning } from './budget-card-alert';
import { budgetLevel, percentUsed } from './budget-rules';
import type { Budgets } from './budgets';
import { useScopeName, type BudgetCard } from './add-scope';
import { useBudgetMonth, type UseExpected } from './use-budget-month';

/** Safe to spend, the month's progress with its warning, last month compared, and each line. */
export function BudgetSummary({
  account,
  budgets,
  cards,
  useExpected,
  onEdit,
}: {
  /** Whose budget (the account, or this tab's): its card alerts are counted apart. */
  account: string;
  budgets: Budgets;
  cards: BudgetCard[];
  useExpected: UseExpected;
  onEdit: () => void;
}) {
  const { t } = useLingui();
  const month = useBudgetMonth(useExpected);
  const scopeName = useScopeName(cards);
  if (month.pending || !month.month) return <Skeleton className="h-32" />;
  const { spent, spentByNowLastMonth } = month.month;
  const budget = budgets.monthly;
  const left = Math.max(0, budget - spent);
  const safe = month.safe(budget);
  const level = budgetLevel(spent, budget);
  const ends = formatDate(new Date(month.month.month.end - 1).toISOString());
  const warning: BudgetWarning | null =
    level === 'near'
      ? {
          title: t`You have used ${percentUsed(spent, budget)} % of your monthly budget`,
          body: t`${formatCents(left)} left until the month ends on ${ends}.`,
        }
      : level === 'over'
        ? {
            title: t`You have reached your monthly budget`,
            body:
              spent > budget
                ? t`${formatCents(spent - budget)} over this month.`
                : t`Nothing is left of it this month.`,
          }
        : null;
  const lines = [
    ...Object.entries(budgets.categories).map(([c, cents]) => ({
      key: `category:${c}`,
      cents,
      scope: { category: c },
    })),
    ...Object.entries(budgets.cards).map(([id, cents]) => ({
      key: `card:${id}`,
      cents,
      scope: { cardId: id },
    })),
  ];

  return (
    <div className="space-y-4">
      <div>
        <p className="text-2xl font-semibold tabular-nums">
          {t`Safe to spend: ${formatCents(Math.max(0, safe))}`}
        </p>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {safe < 0
            ? t`The charges the subscription radar expects by ${ends} are ${formatCents(-safe)} more than what is left of your budget.`
            : month.expectedCents > 0
              ? t`${formatCents(left)} left in your budget, less ${formatCents(month.expectedCents)} the subscription radar expects by ${ends}.`
              : t`${formatCents(left)} left in your budget; the subscription radar expects no charges by ${ends}.`}
        </p>
      </div>
      <BudgetBar name={t`Monthly budget`} spent={spent} budget={budget} />
      {warning && (
        <Alert tone={level === 'over' ? 'error' : 'warning'} title={warning.title}>
          {warning.body}
        </Alert>
      )}
      <BudgetCardAlert
        account={account}
        monthStart={month.month.month.start}
        spent={spent}
        budget={budget}
        warning={warning}
      />
      <p className="text-sm">
        {t`${formatCents(spent)} this month, ${formatCents(spentByNowLastMonth)} by this day last month`}
      </p>
      {lines.length > 0 && (
        <ul className="space-y-3" aria-label={t`Budgets by category and card`}>
          {lines.map((line) => (
            <li key={line.key}>
              <BudgetBar
                name={scopeName(line.key)}
                spent={month.figures(line.scope)?.spent ?? 0}
                budget={line.cents}
              />
            </li>
          ))}
        </ul>
      )}
      <Button variant="secondary" size="sm" onClick={onEdit}>
        <Trans>Change budget</Trans>
      </Button>
    </div>
  );
}
