import { ThreeDsPage } from '../../features/three-ds/three-ds-page';
import { msg } from '@lingui/core/macro';
import type { PageRoute } from '../page';

export const route = {
  path: '/3ds',
  nav: { label: msg`3DS`, order: 5 },
} satisfies PageRoute;

export function Component() {
  return <ThreeDsPage />;
}
