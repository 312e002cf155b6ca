import { SettingsPage } from '../../features/settings/settings-page';

export function Component() {
  return <SettingsPage />;
}
