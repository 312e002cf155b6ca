import { WebhooksPage } from '../../features/webhooks/webhooks-page';

export function Component() {
  return <WebhooksPage />;
}
