import { DepositsPage } from '../../features/deposits/deposits-page';
import { msg } from '@lingui/core/macro';
import type { PageRoute } from '../page';

export const route = {
  path: '/deposits',
  nav: { label: msg`Deposits`, order: 4 },
} satisfies PageRoute;

export function Component() {
  return <DepositsPage />;
}
