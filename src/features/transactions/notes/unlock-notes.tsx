import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { sessionStore } from '../../../lib/session';

/**
 * After a reload the session goes on without the vault key (decision 009, issue #29): the sealed
 * notes need the passphrase once more. Opening them gives this session the key, as an unlock at
 * sign-in does.
 */
export function UnlockNotes({ accountId }: { accountId: string }) {
  const { t } = useLingui();
  const formId = useId();
  const [passphrase, setPassphrase] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const { unlockVault } = await import('../../../lib/vault/vault');
      sessionStore.remembered(accountId, await unlockVault(passphrase));
    } catch (reason) {
      setError(reason instanceof Error ? reason.message : String(reason));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} aria-labelledby={formId} className="space-y-2">
      <p id={formId} className="text-sm">
        <Trans>Your notes are sealed. Enter your passphrase to open them.</Trans>
      </p>
      <TextField
        label={t`Passphrase`}
        type="password"
        autoComplete="current-password"
        value={passphrase}
        onChange={(event) => setPassphrase(event.target.value)}
        error={error}
        required
      />
      <Button type="submit" size="sm" disabled={busy}>
        <Trans>Open notes</Trans>
      </Button>
    </form>
  );
}
