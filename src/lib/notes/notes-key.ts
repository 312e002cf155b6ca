/**
 * An account's notes key (decision 029, issue #48 polish "notes stay open for the tab's session"):
 * HKDF-SHA-256 of the vault key, with the account's id in its info, so it opens that account's
 * notes and nothing else — not the seeds, not another account's notes. Unlike the vault key
 * (decision 009: memory only), it is kept in this tab's sessionStorage while the session lasts, so a
 * reload keeps the notes open; lock, sign-out, forgetting and another account remove it.
 *
 * sessionStorage holds strings, so the key is kept as its raw bytes (base64): a CryptoKey cannot go
 * there, and IndexedDB, which could hold a non-extractable one, outlives the tab. In memory it is
 * always imported non-extractable. The tab already keeps the session's seed in the same place.
 */

const KEPT = 'vcs.session.notes-key';
const SALT = new TextEncoder().encode('vcs-notes-key-v1');
const info = (accountId: string) => new TextEncoder().encode(`notes:${accountId}`);

/** The notes key's 32 bytes for `accountId`, from the (extractable, decision 009) vault key. */
export async function notesKeyBytes(vaultKey: CryptoKey, accountId: string): Promise<Uint8Array> {
  const raw = await crypto.subtle.exportKey('raw', vaultKey);
  const material = await crypto.subtle.importKey('raw', raw, 'HKDF', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits(
    { name: 'HKDF', hash: 'SHA-256', salt: SALT, info: info(accountId) },
    material,
    256,
  );
  return new Uint8Array(bits);
}

/** The notes key as WebCrypto holds it: AES-GCM, never extractable again. */
export const importNotesKey = (bytes: Uint8Array) =>
  crypto.subtle.importKey('raw', bytes as BufferSource, { name: 'AES-GCM' }, false, [
    'encrypt',
    'decrypt',
  ]);

/** The notes key for `accountId`, without keeping it (moving the tab's notes into the vault). */
export const notesKeyFor = async (vaultKey: CryptoKey, accountId: string) =>
  importNotesKey(await notesKeyBytes(vaultKey, accountId));

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

function storage(): Storage | null {
  try {
    return sessionStorage;
  } catch {
    return null; // storage refused (private mode): notes stay open for the page's life only
  }
}

/** Derives the account's notes key, keeps it in this tab for the session, and returns it. */
export async function keepNotesKey(vaultKey: CryptoKey, accountId: string): Promise<CryptoKey> {
  const bytes = await notesKeyBytes(vaultKey, accountId);
  try {
    storage()?.setItem(KEPT, `${accountId} ${toBase64(bytes)}`);
  } catch {
    // Quota: the key is still held in memory for this page.
  }
  return importNotesKey(bytes);
}

/** Which account's notes key this tab keeps, if any. */
export function keptNotesAccount(): string | null {
  return storage()?.getItem(KEPT)?.split(' ')[0] ?? null;
}

/** The notes key this tab keeps for `accountId` (after a reload), or null. */
export function keptNotesKey(accountId: string): Promise<CryptoKey> | null {
  const [account, encoded] = storage()?.getItem(KEPT)?.split(' ') ?? [];
  if (account !== accountId || !encoded) return null;
  return importNotesKey(fromBase64(encoded));
}

/** The session ended, was locked, forgotten or changed account: the key goes. */
export function dropNotesKey() {
  storage()?.removeItem(KEPT);
}
