import { DepositsPage } from '../../features/deposits/deposits-page';

export function Component() {
  return <DepositsPage />;
}
