import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../components/ui/toaster';
import { paths } from '../../lib/paths';
import { sessionStore } from '../../lib/session';
import { readVault } from '../../lib/vault/vault-file';
import type { Unlocked } from './unlock-form';

/**
 * Switching to another remembered account: with the vault key this session holds, at once;
 * otherwise after its passphrase. The new seed replaces the old one before any request, and the
 * query cache of the old account is dropped on the change (app/provider.tsx).
 */
export function useSwitchAccount() {
  const navigate = useNavigate();
  const [unlockFor, setUnlockFor] = useState<string | null>(null);

  function finish({ accountId, seed, key }: Unlocked) {
    setUnlockFor(null);
    sessionStore.signIn(seed, { accountId, vaultKey: key });
    navigate(paths.overview);
    const name = readVault()?.accounts.find((a) => a.id === accountId)?.name;
    toast.success(name ? t`Switched to ${name}.` : t`Switched accounts.`);
  }

  async function switchTo(accountId: string) {
    const key = sessionStore.vaultKey();
    if (!key) {
      setUnlockFor(accountId);
      return;
    }
    const { openAccount } = await import('../../lib/vault/vault');
    try {
      finish({ accountId, seed: await openAccount(key, accountId), key });
    } catch (error) {
      // The vault changed in another tab since this one unlocked it: ask again.
      if (error instanceof Error && /no longer remembered/.test(error.message))
        toast.error(error.message);
      else setUnlockFor(accountId);
    }
  }

  return {
    switchTo,
    /** Whether switching will ask for the passphrase (this session holds no vault key). */
    needsUnlock: () => !sessionStore.vaultKey(),
    unlockFor,
    cancelUnlock: () => setUnlockFor(null),
    finish,
  };
}
