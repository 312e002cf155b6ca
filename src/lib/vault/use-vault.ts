import { useSyncExternalStore } from 'react';
import { readVault, subscribeVault, type VaultFile } from './vault-file';

/** The remembered accounts of this device, kept current across tabs. */
export function useVault(): VaultFile | null {
  return useSyncExternalStore(subscribeVault, readVault, () => null);
}
