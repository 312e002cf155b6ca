import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toaster';
import { sessionStore, useSession } from '../../lib/session';
import { useVault } from '../../lib/vault/use-vault';
import { checkRemember, RememberFields, type RememberErrors } from './remember-fields';

/** Remembers the account this tab is signed in to, sealed in the vault (decision 009). */
export function RememberThisSession() {
  const { t } = useLingui();
  const { seed, accountId, legacyRemembered } = useSession();
  const vault = useVault();
  const [open, setOpen] = useState(false);
  const [details, setDetails] = useState({ name: '', passphrase: '', confirm: '' });
  const [errors, setErrors] = useState<RememberErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!seed || accountId) return null;
  const unlocked = vault !== null && sessionStore.vaultKey() !== null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = unlocked ? {} : checkRemember(details, vault === null);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0 || !seed) return;
    setBusy(true);
    const { rememberAccount } = await import('../../lib/vault/vault');
    try {
      const { accountId: id, key } = await rememberAccount({
        seed,
        name: details.name,
        passphrase: details.passphrase,
        key: sessionStore.vaultKey(),
      });
      sessionStore.remembered(id, key);
      toast.success(t`This account is remembered on this device.`);
    } catch (error) {
      if (error instanceof Error && error.name === 'WrongPassphraseError')
        setErrors({ passphrase: error.message });
      else
        setFailure(
          error instanceof Error
            ? error.message
            : t`This browser refused to store the account. Free some space and try again.`,
        );
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-3">
      {legacyRemembered && (
        <Alert tone="warning">
          {t`An older version kept your seed in clear in this browser. It has been removed; remember this account again to keep it sealed under a passphrase.`}
        </Alert>
      )}
      {!open ? (
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {t`Remember this account on this device`}
        </Button>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate className="space-y-3">
          {failure && <Alert tone="error">{failure}</Alert>}
          <RememberFields
            value={details}
            onChange={setDetails}
            errors={errors}
            newVault={vault === null}
            unlocked={unlocked}
          />
          <div className="flex gap-2">
            <Button type="submit" busy={busy}>
              {t`Remember`}
            </Button>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t`Cancel`}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
