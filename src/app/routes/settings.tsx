import { RememberedAccounts } from '../../features/session/remembered-accounts';
import { SettingsPage } from '../../features/settings/settings-page';
import { msg } from '@lingui/core/macro';
import type { PageRoute } from '../page';

export const route = {
  path: '/settings',
  public: true,
  nav: { label: msg`Settings`, order: 7 },
} satisfies PageRoute;

export function Component() {
  return <SettingsPage rememberedAccounts={<RememberedAccounts />} />;
}
