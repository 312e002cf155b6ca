import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { TextField } from '../../components/ui/field';
import { toast } from '../../components/ui/toaster';
import { sessionStore } from '../../lib/session';
import { NAME_MAX, type VaultAccount } from '../../lib/vault/vault-file';

/** One remembered account: rename it, or forget it on this device (after a confirmation). */
export function AccountRow({ account, current }: { account: VaultAccount; current: boolean }) {
  const { t } = useLingui();
  const accountName = account.name;
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(account.name);
  const [forgetting, setForgetting] = useState(false);

  async function rename(event: FormEvent) {
    event.preventDefault();
    (await import('../../lib/vault/vault')).renameAccount(account.id, name);
    setRenaming(false);
  }
  async function forget() {
    await (await import('../../lib/vault/vault')).forgetAccount(account.id);
    if (current) sessionStore.forgotten();
    setForgetting(false);
    toast.success(t`${accountName} is no longer remembered on this device.`);
  }

  return (
    <li className="flex flex-wrap items-center gap-2 py-2">
      {renaming ? (
        <form
          onSubmit={(event) => void rename(event)}
          className="flex flex-1 flex-wrap items-end gap-2"
        >
          <TextField
            label={t`New name for ${accountName}`}
            value={name}
            maxLength={NAME_MAX}
            onChange={(event) => setName(event.target.value)}
            className="min-w-48 flex-1"
          />
          <Button type="submit" size="sm">
            <Trans>Save</Trans>
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setRenaming(false)}>
            <Trans>Cancel</Trans>
          </Button>
        </form>
      ) : (
        <>
          <span className="min-w-0 flex-1 truncate text-sm font-medium">
            {account.name}
            {current && (
              <span className="ml-2 font-normal text-slate-500 dark:text-slate-400">
                <Trans>(signed in)</Trans>
              </span>
            )}
          </span>
          <Button variant="ghost" size="sm" onClick={() => setRenaming(true)}>
            <Trans>
              Rename<span className="sr-only"> {accountName}</span>
            </Trans>
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setForgetting(true)}>
            <Trans>
              Forget<span className="sr-only"> {accountName}</span>
            </Trans>
          </Button>
        </>
      )}
      <Dialog
        open={forgetting}
        onClose={() => setForgetting(false)}
        title={t`Forget ${accountName} on this device?`}
        description={t`Its sealed seed is deleted from this browser. The account and its cards stay with the service; you need the seed to sign in to it again.`}
      >
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setForgetting(false)}>
            <Trans>Cancel</Trans>
          </Button>
          <Button variant="danger" onClick={() => void forget()}>
            <Trans>Forget {accountName}</Trans>
          </Button>
        </div>
      </Dialog>
    </li>
  );
}
