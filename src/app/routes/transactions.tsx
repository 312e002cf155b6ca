import { TransactionsPage } from '../../features/transactions/transactions-page';
import { StatementButton } from '../../features/statements/statement-button';
import { msg } from '@lingui/core/macro';
import type { PageRoute } from '../page';

export const route = {
  path: '/transactions',
  nav: { label: msg`Transactions`, order: 3 },
  prerender: true,
} satisfies PageRoute;

export function Component() {
  return <TransactionsPage statement={<StatementButton scope={{ kind: 'account' }} />} />;
}
