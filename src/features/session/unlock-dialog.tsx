import { useLingui } from '@lingui/react/macro';
import { Dialog } from '../../components/ui/dialog';
import type { VaultAccount, VaultFile } from '../../lib/vault/vault-file';
import { UnlockForm, type Unlocked } from './unlock-form';

/** Unlocks the vault to switch to `account`, when this session does not hold its key. */
export default function UnlockDialog({
  vault,
  account,
  onClose,
  onUnlocked,
}: {
  vault: VaultFile;
  account: VaultAccount;
  onClose: () => void;
  onUnlocked: (unlocked: Unlocked) => void;
}) {
  const { t } = useLingui();
  const name = account.name;
  return (
    <Dialog open onClose={onClose} title={t`Unlock ${name}`}>
      <UnlockForm
        vault={{ ...vault, accounts: [account] }}
        preferred={account.id}
        onUnlocked={onUnlocked}
      />
    </Dialog>
  );
}
