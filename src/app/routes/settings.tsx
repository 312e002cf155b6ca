import { RememberedAccounts } from '../../features/session/remembered-accounts';
import { SettingsPage } from '../../features/settings/settings-page';

export function Component() {
  return <SettingsPage rememberedAccounts={<RememberedAccounts />} />;
}
