import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { TextField } from '../../components/ui/field';
import { toast } from '../../components/ui/toaster';
import { sessionStore } from '../../lib/session';
import { NAME_MAX, type VaultAccount } from '../../lib/vault/vault-file';

/** One remembered account: rename it, or forget it on this device (after a confirmation). */
export function AccountRow({ account, current }: { account: VaultAccount; current: boolean }) {
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(account.name);
  const [forgetting, setForgetting] = useState(false);

  async function rename(event: FormEvent) {
    event.preventDefault();
    (await import('../../lib/vault/vault')).renameAccount(account.id, name);
    setRenaming(false);
  }
  async function forget() {
    (await import('../../lib/vault/vault')).forgetAccount(account.id);
    if (current) sessionStore.forgotten();
    setForgetting(false);
    toast.success(`${account.name} is no longer remembered on this device.`);
  }

  return (
    <li className="flex flex-wrap items-center gap-2 py-2">
      {renaming ? (
        <form
          onSubmit={(event) => void rename(event)}
          className="flex flex-1 flex-wrap items-end gap-2"
        >
          <TextField
            label={`New name for ${account.name}`}
            value={name}
            maxLength={NAME_MAX}
            onChange={(event) => setName(event.target.value)}
            className="min-w-48 flex-1"
          />
          <Button type="submit" size="sm">
            Save
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setRenaming(false)}>
            Cancel
          </Button>
        </form>
      ) : (
        <>
          <span className="min-w-0 flex-1 truncate text-sm font-medium">
            {account.name}
            {current && (
              <span className="ml-2 font-normal text-slate-500 dark:text-slate-400">
                (signed in)
              </span>
            )}
          </span>
          <Button variant="ghost" size="sm" onClick={() => setRenaming(true)}>
            Rename<span className="sr-only"> {account.name}</span>
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setForgetting(true)}>
            Forget<span className="sr-only"> {account.name}</span>
          </Button>
        </>
      )}
      <Dialog
        open={forgetting}
        onClose={() => setForgetting(false)}
        title={`Forget ${account.name} on this device?`}
        description="Its sealed seed is deleted from this browser. The account and its cards stay with the service; you need the seed to sign in to it again."
      >
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setForgetting(false)}>
            Cancel
          </Button>
          <Button variant="danger" onClick={() => void forget()}>
            Forget {account.name}
          </Button>
        </div>
      </Dialog>
    </li>
  );
}
