import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { readAlerts } from '../../lib/alerts-record';
import type { Cents } from '../../lib/money';
import { paths } from '../../lib/paths';
import {
  budgetAlertDue,
  budgetAlertsWanted,
  keepRaisedBudgetAlerts,
  markRaised,
  raisedBudgetAlerts,
  setBudgetAlertsWanted,
} from './budget-alert';

/** The in-app warning's words, which the card alert repeats. */
export type BudgetWarning = { title: string; body: string };

/**
 * The budget's warning as a card alert while card alerts are on here (decision 048): the page
 * shows it through the service worker's registration, as the demo's alerts are, once per
 * threshold per month. Our server never knows the budget (decision 042) to push it. The words are
 * the in-app warning's: amounts of the budget, never a card's number or a code.
 */
export function BudgetCardAlert(props: {
  account: string;
  monthStart: number;
  spent: Cents;
  budget: Cents;
  warning: BudgetWarning | null;
}) {
  const { account, monthStart, spent, budget, warning } = props;
  const [alertsOn] = useState(() => readAlerts() !== null);
  const [wanted, setWanted] = useState(budgetAlertsWanted);

  useEffect(() => {
    if (!alertsOn || !wanted || !warning) return;
    if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
    const before = raisedBudgetAlerts();
    const due = budgetAlertDue(before, account, monthStart, spent, budget);
    if (!due) return;
    // Kept before it shows: a second render (or tab) while it is on its way does not repeat it.
    keepRaisedBudgetAlerts(markRaised(before, account, monthStart, due));
    void (async () => {
      const registration = await navigator.serviceWorker?.getRegistration();
      if (!registration) return keepRaisedBudgetAlerts(before); // no worker yet: the next time
      await registration.showNotification(warning.title, {
        body: warning.body,
        tag: `budget:${monthStart}:${due}`,
        icon: '/pwa-192.png',
        data: { url: paths.overview },
      });
    })().catch(() => keepRaisedBudgetAlerts(before));
  }, [alertsOn, wanted, warning, account, monthStart, spent, budget]);

  if (!alertsOn) return null;
  return (
    <label className="flex items-center gap-2 text-sm">
      <input
        type="checkbox"
        className="h-4 w-4"
        checked={wanted}
        onChange={(event) => {
          setBudgetAlertsWanted(event.target.checked);
          setWanted(event.target.checked);
        }}
      />
      <Trans>Also warn me at 80 % and 100 % with a card alert on this device</Trans>
    </label>
  );
}
