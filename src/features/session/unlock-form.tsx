import { t } from '@lingui/core/macro';
import { useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import type { VaultFile } from '../../lib/vault/vault-file';
import { AccountChoice } from './account-choice';
import { PasskeyUnlock } from './passkey-unlock';

export type Unlocked = { accountId: string; seed: string; key: CryptoKey };

/**
 * Opens a remembered account with the vault's passphrase (or its passkey). A wrong passphrase is
 * refused in words and locks nothing out: each try costs the key derivation (decision 009).
 */
export function UnlockForm({
  vault,
  preferred,
  onUnlocked,
}: {
  vault: VaultFile;
  preferred: string | null;
  onUnlocked: (unlocked: Unlocked) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState(
    vault.accounts.some((a) => a.id === preferred) ? preferred! : vault.accounts[0]!.id,
  );
  const accountId = vault.accounts.some((a) => a.id === chosen) ? chosen : vault.accounts[0]!.id;
  const [passphrase, setPassphrase] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function open(unlock: () => Promise<CryptoKey>) {
    setBusy(true);
    setFailure(null);
    const { openAccount, WrongPassphraseError } = await import('../../lib/vault/vault');
    try {
      const key = await unlock();
      onUnlocked({ accountId, seed: await openAccount(key, accountId), key });
    } catch (caught) {
      if (caught instanceof WrongPassphraseError) {
        setError(caught.message);
        setPassphrase('');
        input.current?.focus();
      } else
        setFailure(caught instanceof Error ? caught.message : t`The account could not be opened.`);
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!passphrase) {
      setError(t`Enter the passphrase.`);
      input.current?.focus();
      return;
    }
    setError(undefined);
    void open(async () => (await import('../../lib/vault/vault')).unlockVault(passphrase));
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={t`Remembered accounts`}>
      {failure && <Alert tone="error">{failure}</Alert>}
      <AccountChoice accounts={vault.accounts} value={accountId} onChange={setChosen} />
      <TextField
        label={t`Passphrase`}
        type="password"
        autoComplete="current-password"
        ref={input}
        value={passphrase}
        onChange={(event) => setPassphrase(event.target.value)}
        error={error}
      />
      <Button type="submit" busy={busy} className="w-full">
        {t`Unlock`}
      </Button>
      {vault.wrapped.passkey && (
        <PasskeyUnlock
          passkey={vault.wrapped.passkey}
          busy={busy}
          onUnlock={(unlock) => void open(unlock)}
        />
      )}
    </form>
  );
}
