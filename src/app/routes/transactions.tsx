import { TransactionsPage } from '../../features/transactions/transactions-page';

export function Component() {
  return <TransactionsPage />;
}
