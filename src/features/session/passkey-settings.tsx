import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toaster';
import { sessionStore } from '../../lib/session';
import type { VaultFile } from '../../lib/vault/vault-file';

/**
 * A passkey can unlock the vault instead of the passphrase, where the browser and authenticator
 * support WebAuthn's PRF extension. Adding one needs the vault unlocked in this session.
 */
export function PasskeySettings({ vault }: { vault: VaultFile }) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  if (typeof PublicKeyCredential !== 'function' || !globalThis.isSecureContext) return null;
  const key = sessionStore.vaultKey();

  async function add() {
    if (!key) return;
    setBusy(true);
    try {
      await (await import('../../lib/vault/passkey')).addPasskey(key);
      toast.success(t`Passkey added: it can unlock your remembered accounts.`);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t`The passkey could not be added.`);
    } finally {
      setBusy(false);
    }
  }
  async function remove() {
    (await import('../../lib/vault/passkey')).removePasskey();
    toast.success(t`Passkey removed. The passphrase still unlocks your accounts.`);
  }

  return (
    <div className="space-y-2 text-sm">
      {vault.wrapped.passkey ? (
        <>
          <p>
            <Trans>A passkey unlocks your remembered accounts, as well as the passphrase.</Trans>
          </p>
          <Button variant="secondary" size="sm" onClick={() => void remove()}>
            <Trans>Remove the passkey</Trans>
          </Button>
        </>
      ) : (
        <>
          <p>
            {key
              ? t`Unlock with a passkey (fingerprint, face or security key) instead of typing the passphrase.`
              : t`To add a passkey, sign in by unlocking a remembered account first.`}
          </p>
          <Button
            variant="secondary"
            size="sm"
            busy={busy}
            disabled={!key}
            onClick={() => void add()}
          >
            <Trans>Add a passkey</Trans>
          </Button>
        </>
      )}
    </div>
  );
}
