import { Suspense } from 'react';
import { OverviewPage } from '../../features/overview/overview-page';
import { lazyPart, usePreloadWhenIdle } from '../../lib/lazy-part';
import { msg } from '@lingui/core/macro';
import type { PageRoute } from '../page';

export const route = {
  path: '/',
  nav: { label: msg`Overview`, order: 1 },
} satisfies PageRoute;

// The fund dialog (and its form library) is not in the overview's first load.
const MoveMoneyDialog = lazyPart(
  () => import('../../features/cards/move-money-dialog'),
  'MoveMoneyDialog',
);

// The subscription radar sits under the card list: not in the overview's first load either
// (decision 005's budget; it reads 400 days of history after the page's own data anyway).
const OverviewRadar = lazyPart(
  () => import('../../features/radar/overview-radar'),
  'OverviewRadar',
);

// The budget (decision 042) is given the radar's expected charges here: features stay strangers,
// the route composes them. Both load after the page, in one chunk of their own.
const OverviewBudget = lazyPart(async () => {
  const [{ OverviewBudget: Budget }, { useExpectedCharges }] = await Promise.all([
    import('../../features/budgets/overview-budget'),
    import('../../features/radar/expected-charges'),
  ]);
  return { OverviewBudget: () => <Budget useExpected={useExpectedCharges} /> };
}, 'OverviewBudget');

// Disputes near their limit (decision 043): read from this device after the page, in a chunk of
// their own; they render nothing when none is due.
const DisputeReminders = lazyPart(
  () => import('../../features/disputes/dispute-reminders'),
  'DisputeReminders',
);

export function Component() {
  usePreloadWhenIdle(MoveMoneyDialog, OverviewRadar, OverviewBudget, DisputeReminders);
  return (
    <OverviewPage
      renderFund={(card, onClose, cents) => (
        <Suspense fallback={null}>
          <MoveMoneyDialog card={card} direction="fund" onClose={onClose} initialCents={cents} />
        </Suspense>
      )}
      renderBudget={() => (
        <Suspense fallback={null}>
          <OverviewBudget />
        </Suspense>
      )}
      renderReminders={() => (
        <Suspense fallback={null}>
          <DisputeReminders />
        </Suspense>
      )}
      renderRadar={(onFund) => (
        <Suspense fallback={null}>
          <OverviewRadar onFund={onFund} />
        </Suspense>
      )}
    />
  );
}
