import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { cardQueries } from '../../api/cards';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { PER_PAGE_MAX } from '../../contract/limits';
import { useBudgets } from './budget-store';
import { BudgetForm } from './budget-form';
import { BudgetSummary } from './budget-summary';
import type { UseExpected } from './use-budget-month';

const BOX =
  'space-y-4 rounded-card border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900';

/**
 * The overview's budget (decision 042): what is safe to spend this month, progress, warnings at
 * 80 % and 100 %, and last month by the same day; set, changed or removed in place.
 */
export function OverviewBudget({ useExpected }: { useExpected: UseExpected }) {
  const { t } = useLingui();
  const budgets = useBudgets();
  // The overview's own list of active cards: no second request.
  const cards = useQuery(cardQueries.list({ status: 'active', per_page: PER_PAGE_MAX }));
  const [editing, setEditing] = useState(false);
  const kept = budgets.scope.kind === 'sealed';

  let body;
  if (budgets.locked)
    body = (
      <p className="text-sm">
        <Trans>
          Your budget is sealed on this device. Open a transaction’s notes with your passphrase to
          see it here.
        </Trans>
      </p>
    );
  else if (budgets.isPending) body = <Skeleton className="h-24" />;
  else if (editing)
    body = (
      <BudgetForm
        budgets={budgets.data ?? null}
        cards={cards.data?.data ?? []}
        onDone={() => setEditing(false)}
      />
    );
  else if (budgets.data)
    body = (
      <BudgetSummary
        account={budgets.scope.kind === 'sealed' ? budgets.scope.accountId : 'this-tab'}
        budgets={budgets.data}
        cards={cards.data?.data ?? []}
        useExpected={useExpected}
        onEdit={() => setEditing(true)}
      />
    );
  else
    body = (
      <div className="space-y-3">
        <p className="text-sm text-slate-600 dark:text-slate-400">
          <Trans>
            Set a monthly budget to see what is safe to spend once the subscriptions you pay are
            taken out.
          </Trans>
        </p>
        <Button variant="secondary" onClick={() => setEditing(true)}>
          <Trans>Set a budget</Trans>
        </Button>
      </div>
    );

  return (
    <section aria-labelledby="budget-heading" className={BOX}>
      <div>
        <h2 id="budget-heading" className="text-lg font-semibold">
          {t`Budget`}
        </h2>
        <p className="text-xs text-slate-500 dark:text-slate-400">
          {kept
            ? t`Kept on this device, encrypted with your passphrase. Never sent anywhere.`
            : t`Kept in this tab only until you sign out. Never sent anywhere.`}
        </p>
      </div>
      {body}
    </section>
  );
}
