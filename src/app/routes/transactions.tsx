import { TransactionsPage } from '../../features/transactions/transactions-page';
import { Suspense, useEffect } from 'react';
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

export function Component() {
  useEffect(() => StatementButton.preload(), []);
  return (
    <TransactionsPage
      statement={
        <Suspense fallback={null}>
          <StatementButton />
        </Suspense>
      }
    />
  );
}
