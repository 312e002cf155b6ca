import { t } from '@lingui/core/macro';
import {
  keyFromPassphrase,
  newVaultKey,
  PBKDF2_ITERATIONS,
  randomBytes,
  seal,
  toBase64,
  unseal,
  unwrapVaultKey,
  wrapVaultKey,
} from './vault-crypto';
import { forgetAccountNotes, forgetAllNotes } from '../notes/idb-records';
import { NAME_MAX, PASSPHRASE_MIN, readVault, writeVault } from './vault-file';

/** Said to the person as it is: the message is theirs to read. */
export class WrongPassphraseError extends Error {
  constructor() {
    super(t`That passphrase does not open the accounts remembered on this device.`);
  }
}

const accountLabel = (id: string) => `account:${id}`;

/** The vault key, from the passphrase. No lockout: each try costs the 600,000 iterations. */
export async function unlockVault(passphrase: string, vault = readVault()): Promise<CryptoKey> {
  if (!vault) throw new Error(t`No account is remembered on this device.`);
  const by = await keyFromPassphrase(passphrase, vault.kdf.salt, vault.kdf.iterations);
  try {
    return await unwrapVaultKey(vault.wrapped.passphrase, by);
  } catch {
    throw new WrongPassphraseError();
  }
}

export function cleanName(name: string, vault = readVault()): string {
  const trimmed = name.trim().slice(0, NAME_MAX);
  const next = (vault?.accounts.length ?? 0) + 1;
  return trimmed || t`Account ${next}`;
}

/**
 * Remembers a seed under `name`. The first one creates the vault with `passphrase`; later ones need
 * the vault key (already unlocked) or the same passphrase. The same seed twice is one account.
 */
export async function rememberAccount(input: {
  seed: string;
  name: string;
  passphrase?: string;
  key?: CryptoKey | null;
  iterations?: number;
}): Promise<{ accountId: string; key: CryptoKey }> {
  let vault = readVault();
  let key = input.key ?? null;
  if (!vault) {
    const passphrase = input.passphrase ?? '';
    if (passphrase.length < PASSPHRASE_MIN)
      throw new Error(`Choose a passphrase of at least ${PASSPHRASE_MIN} characters.`);
    key = await newVaultKey();
    const salt = toBase64(randomBytes(16));
    const iterations = input.iterations ?? PBKDF2_ITERATIONS;
    const by = await keyFromPassphrase(passphrase, salt, iterations);
    vault = {
      version: 1,
      kdf: { salt, iterations },
      wrapped: { passphrase: await wrapVaultKey(key, by) },
      accounts: [],
    };
  } else if (!key) {
    key = await unlockVault(input.passphrase ?? '', vault);
  }
  const name = cleanName(input.name, vault);
  let opened = 0;
  for (const account of vault.accounts) {
    const seed = await unseal(key, account.seed, accountLabel(account.id)).catch(() => null);
    if (seed !== null) opened += 1;
    if (seed === input.seed) {
      writeVault({
        ...vault,
        accounts: vault.accounts.map((a) => (a === account ? { ...a, name } : a)),
      });
      return { accountId: account.id, key };
    }
  }
  // A key held since before another tab forgot every account and started a new vault.
  if (vault.accounts.length > 0 && opened === 0)
    throw new Error(
      'The remembered accounts changed in another tab. Sign in again to add this one.',
    );
  const id = crypto.randomUUID();
  const account = {
    id,
    name,
    seed: await seal(key, input.seed, accountLabel(id)),
    addedAt: new Date().toISOString(),
  };
  writeVault({ ...vault, accounts: [...vault.accounts, account] });
  return { accountId: id, key };
}

/** The seed of one remembered account, with the unlocked vault key. */
export async function openAccount(key: CryptoKey, accountId: string): Promise<string> {
  const account = readVault()?.accounts.find((a) => a.id === accountId);
  if (!account) throw new Error('This account is no longer remembered on this device.');
  return unseal(key, account.seed, accountLabel(account.id));
}

export function renameAccount(accountId: string, name: string) {
  const vault = readVault();
  if (!vault) return;
  const clean = cleanName(name, vault);
  writeVault({
    ...vault,
    accounts: vault.accounts.map((a) => (a.id === accountId ? { ...a, name: clean } : a)),
  });
}

/**
 * Forgetting the last account removes the vault (and its passkey link) altogether. The account's
 * sealed notes and receipts go with it (decision 029).
 */
export async function forgetAccount(accountId: string) {
  const vault = readVault();
  if (vault) writeVault({ ...vault, accounts: vault.accounts.filter((a) => a.id !== accountId) });
  await forgetNotes(() => forgetAccountNotes(accountId));
}

export async function forgetAll() {
  writeVault(null);
  await forgetNotes(forgetAllNotes);
}

/**
 * The seed is forgotten whatever happens to the notes: IndexedDB may refuse (blocked, private
 * mode). What stays is sealed under a key no one holds any more (its vault entry is gone).
 */
async function forgetNotes(remove: () => Promise<void>) {
  try {
    await remove();
  } catch (error) {
    console.warn('The sealed notes could not be deleted', error);
  }
}
