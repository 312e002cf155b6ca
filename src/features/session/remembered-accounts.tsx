import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { toast } from '../../components/ui/toaster';
import { sessionStore, useSession } from '../../lib/session';
import { useVault } from '../../lib/vault/use-vault';
import { AccountRow } from './account-row';
import { PasskeySettings } from './passkey-settings';
import { RememberThisSession } from './remember-this-session';

/** Settings → Remembered accounts: what this device keeps sealed, and the ways to open it. */
export function RememberedAccounts() {
  const { t } = useLingui();
  const vault = useVault();
  const { accountId } = useSession();
  const [forgettingAll, setForgettingAll] = useState(false);

  async function forgetAll() {
    await (await import('../../lib/vault/vault')).forgetAll();
    sessionStore.forgotten();
    setForgettingAll(false);
    toast.success(t`No account is remembered on this device any more.`);
  }

  return (
    <div className="space-y-4">
      <RememberThisSession />
      {vault ? (
        <>
          <ul
            className="divide-y divide-slate-200 dark:divide-slate-800"
            aria-label={t`Remembered accounts`}
          >
            {vault.accounts.map((account) => (
              <AccountRow key={account.id} account={account} current={account.id === accountId} />
            ))}
          </ul>
          <PasskeySettings vault={vault} />
          <Button variant="dangerOutline" size="sm" onClick={() => setForgettingAll(true)}>
            {t`Forget all remembered accounts`}
          </Button>
          <Dialog
            open={forgettingAll}
            onClose={() => setForgettingAll(false)}
            title={t`Forget every remembered account?`}
            description={t`All sealed seeds and the passkey link are deleted from this browser. The accounts stay with the service; you need their seeds to sign in again.`}
          >
            <div className="flex justify-end gap-2">
              <Button variant="secondary" onClick={() => setForgettingAll(false)}>
                {t`Cancel`}
              </Button>
              <Button variant="danger" onClick={() => void forgetAll()}>
                {t`Forget all`}
              </Button>
            </div>
          </Dialog>
        </>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t`No account is remembered on this device.`}
        </p>
      )}
    </div>
  );
}
