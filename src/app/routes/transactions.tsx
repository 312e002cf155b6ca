import { TransactionsPage } from '../../features/transactions/transactions-page';
import { Suspense, useEffect } from 'react';
import { Skeleton } from '../../components/ui/skeleton';
import { lazyPart } from '../../lib/lazy-part';
import { msg } from '@lingui/core/macro';
import type { PageRoute } from '../page';

export const route = {
  path: '/transactions',
  nav: { label: msg`Transactions`, order: 3 },
  prerender: true,
} satisfies PageRoute;

// The statement action (decision 045) is not in the page's first load: asked for as it starts.
const StatementButton = lazyPart(
  () => import('../../features/statements/statement-button'),
  'StatementButton',
);
// "Not me" and the dispute helper (decision 043) are the disputes feature's: the drawer is given
// them here (features stay strangers), loaded with the drawer's first opening, not with the page.
const NotMe = lazyPart(() => import('../../features/disputes/not-me'), 'NotMe');

export function Component() {
  useEffect(() => StatementButton.preload(), []);
  return (
    <TransactionsPage
      statement={
        <Suspense fallback={null}>
          <StatementButton />
        </Suspense>
      }
      renderNotMe={(txn) => (
        <Suspense fallback={<Skeleton className="h-24 w-full" />}>
          <NotMe txn={txn} />
        </Suspense>
      )}
    />
  );
}
