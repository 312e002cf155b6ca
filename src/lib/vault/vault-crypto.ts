import type { Sealed } from './vault-file';

/** OWASP's 2023 figure for PBKDF2-HMAC-SHA-256; about half a second in a phone's browser. */
export const PBKDF2_ITERATIONS = 600_000;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export const toBase64 = (bytes: ArrayBuffer | Uint8Array) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)));
export const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
export const randomBytes = (n: number) => crypto.getRandomValues(new Uint8Array(n));

/** The key that wraps the vault key, from the passphrase. Never extractable, never stored. */
export async function keyFromPassphrase(passphrase: string, salt: string, iterations: number) {
  const material = await crypto.subtle.importKey(
    'raw',
    encoder.encode(passphrase.normalize('NFC')),
    'PBKDF2',
    false,
    ['deriveKey'],
  );
  return crypto.subtle.deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt: fromBase64(salt), iterations },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['wrapKey', 'unwrapKey'],
  );
}

/** The key that wraps the vault key, from a passkey's PRF output (32 secret bytes). */
export async function keyFromPrf(prfOutput: BufferSource) {
  const material = await crypto.subtle.importKey('raw', prfOutput, 'HKDF', false, ['deriveKey']);
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(32), info: encoder.encode('vcs vault') },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['wrapKey', 'unwrapKey'],
  );
}

/** The vault key seals the seeds. Extractable only so that a passkey can wrap it later. */
export const newVaultKey = () =>
  crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt', 'decrypt']);

const gcm = (iv: Uint8Array, label: string) => ({
  name: 'AES-GCM',
  iv,
  additionalData: encoder.encode(label),
});

export async function wrapVaultKey(vaultKey: CryptoKey, by: CryptoKey): Promise<Sealed> {
  const iv = randomBytes(12);
  const data = await crypto.subtle.wrapKey('raw', vaultKey, by, gcm(iv, 'vault-key'));
  return { iv: toBase64(iv), data: toBase64(data) };
}

/** Rejects (OperationError) when `by` is not the key that wrapped it: a wrong passphrase. */
export const unwrapVaultKey = (sealed: Sealed, by: CryptoKey) =>
  crypto.subtle.unwrapKey(
    'raw',
    fromBase64(sealed.data),
    by,
    gcm(fromBase64(sealed.iv), 'vault-key'),
    { name: 'AES-GCM', length: 256 },
    true,
    ['encrypt', 'decrypt'],
  );

/** `label` binds the sealed text to its place (an account id): blobs cannot be swapped around. */
export async function seal(key: CryptoKey, text: string, label: string): Promise<Sealed> {
  const iv = randomBytes(12);
  const data = await crypto.subtle.encrypt(gcm(iv, label), key, encoder.encode(text));
  return { iv: toBase64(iv), data: toBase64(data) };
}

export async function unseal(key: CryptoKey, sealed: Sealed, label: string): Promise<string> {
  const data = await crypto.subtle.decrypt(
    gcm(fromBase64(sealed.iv), label),
    key,
    fromBase64(sealed.data),
  );
  return decoder.decode(data);
}
