/**
 * The seed vault as stored in localStorage: names in clear (the person picks them to tell accounts
 * apart), seeds only sealed with the vault key, and the vault key only wrapped by a key the person
 * holds — their passphrase (PBKDF2-SHA-256) or a passkey (WebAuthn PRF). Decision 009.
 *
 * This module has no crypto: the sign-in page reads the names on first paint, and the crypto loads
 * when a passphrase is submitted (vault.ts).
 */
export type Sealed = { iv: string; data: string };
export type VaultAccount = { id: string; name: string; seed: Sealed; addedAt: string };
export type VaultFile = {
  version: 1;
  /** PBKDF2-SHA-256 over the passphrase; the iteration count is kept so it can be raised later. */
  kdf: { salt: string; iterations: number };
  wrapped: {
    passphrase: Sealed;
    passkey?: { credentialId: string; prfSalt: string; key: Sealed };
  };
  accounts: VaultAccount[];
};

export const VAULT_KEY = 'vcs.vault';
export const NAME_MAX = 40;
/** A new vault's passphrase: at least this many characters (forms and vault.ts). */
export const PASSPHRASE_MIN = 8;

const isSealed = (v: unknown): v is Sealed =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as Sealed).iv === 'string' &&
  typeof (v as Sealed).data === 'string';

/** What another version of the app, or a hand edit, could have left: anything unreadable is no vault. */
export function parseVault(text: string | null): VaultFile | null {
  if (!text) return null;
  try {
    const v = JSON.parse(text) as VaultFile;
    const ok =
      v.version === 1 &&
      typeof v.kdf?.salt === 'string' &&
      Number.isInteger(v.kdf.iterations) &&
      isSealed(v.wrapped?.passphrase) &&
      Array.isArray(v.accounts) &&
      v.accounts.every(
        (a) => typeof a.id === 'string' && typeof a.name === 'string' && isSealed(a.seed),
      );
    return ok ? v : null;
  } catch {
    return null;
  }
}

let cachedText: string | null | undefined;
let cached: VaultFile | null = null;

export function readVault(): VaultFile | null {
  let text: string | null = null;
  try {
    text = localStorage.getItem(VAULT_KEY);
  } catch {
    // Storage unavailable: no vault.
  }
  if (text !== cachedText) {
    cachedText = text;
    cached = parseVault(text);
  }
  return cached;
}

/** Throws when the browser refuses to store (quota, private mode): the caller says so in words. */
export function writeVault(vault: VaultFile | null) {
  if (vault === null || vault.accounts.length === 0) localStorage.removeItem(VAULT_KEY);
  else localStorage.setItem(VAULT_KEY, JSON.stringify(vault));
  notify();
}

const listeners = new Set<() => void>();
function notify() {
  for (const listener of listeners) listener();
}
/** Changes from this tab and (through the storage event) from the others. */
export function subscribeVault(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === VAULT_KEY || event.key === null) listener();
  };
  addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    removeEventListener('storage', onStorage);
  };
}
