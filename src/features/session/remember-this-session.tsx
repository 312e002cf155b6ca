import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toaster';
import { moveTabNotes, tabNotesCount } from '../../lib/notes/current';
import { sessionStore, useSession } from '../../lib/session';
import { readVault } from '../../lib/vault/vault-file';
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
  const moving = open ? tabNotesCount().transactions : 0;
  const unlocked = vault !== null && sessionStore.vaultKey() !== null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = unlocked ? {} : checkRemember(details, vault === null);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0 || !seed) return;
    setBusy(true);
    const { rememberAccount, forgetAccount } = await import('../../lib/vault/vault');
    const before = new Set(readVault()?.accounts.map((a) => a.id));
    try {
      const { accountId: id, key } = await rememberAccount({
        seed,
        name: details.name,
        passphrase: details.passphrase,
        key: sessionStore.vaultKey(),
      });
      // The tab's notes go into the vault first (issue #48 item 2): if the browser refuses them,
      // the account is not remembered (a new entry is taken back) and the notes stay in the tab.
      try {
        await moveTabNotes(id, key);
      } catch {
        if (!before.has(id)) await forgetAccount(id);
        setFailure(
          t`This browser did not keep this tab's notes (its storage may be full), so the account is not remembered: the notes stay in this tab. Free some space and try again.`,
        );
        return;
      }
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
          {moving > 0 && (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {plural(moving, {
                one: 'The notes and receipts of # transaction in this tab move with it, sealed on this device.',
                other:
                  'The notes and receipts of # transactions in this tab move with it, sealed on this device.',
              })}
            </p>
          )}
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
