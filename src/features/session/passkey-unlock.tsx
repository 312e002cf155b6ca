import { Trans } from '@lingui/react/macro';
import { Button } from '../../components/ui/button';
import type { VaultFile } from '../../lib/vault/vault-file';

/** "Unlock with a passkey", where the vault has one and the browser can use it. */
export function PasskeyUnlock({
  passkey,
  busy,
  onUnlock,
}: {
  passkey: NonNullable<VaultFile['wrapped']['passkey']>;
  busy: boolean;
  onUnlock: (unlock: () => Promise<CryptoKey>) => void;
}) {
  if (typeof PublicKeyCredential !== 'function') return null;
  return (
    <Button
      type="button"
      variant="secondary"
      className="w-full"
      disabled={busy}
      onClick={() =>
        onUnlock(async () => (await import('../../lib/vault/passkey')).unlockWithPasskey(passkey))
      }
    >
      <Trans>Unlock with a passkey</Trans>
    </Button>
  );
}
