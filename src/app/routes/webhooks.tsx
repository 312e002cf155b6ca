import { WebhooksPage } from '../../features/webhooks/webhooks-page';
import { msg } from '@lingui/core/macro';
import type { PageRoute } from '../page';

export const route = {
  path: '/webhooks',
  nav: { label: msg`Webhooks`, order: 6 },
} satisfies PageRoute;

export function Component() {
  return <WebhooksPage />;
}
