import {
  fromBase64,
  keyFromPrf,
  randomBytes,
  toBase64,
  unwrapVaultKey,
  wrapVaultKey,
} from './vault-crypto';
import { readVault, writeVault, type VaultFile } from './vault-file';

type Passkey = NonNullable<VaultFile['wrapped']['passkey']>;
type PrfResults = { prf?: { enabled?: boolean; results?: { first?: BufferSource } } };

/** WebAuthn needs a secure context; whether the authenticator has PRF is known only on use. */
export const passkeysSupported = () =>
  typeof PublicKeyCredential === 'function' && globalThis.isSecureContext === true;

/** The browser's refusals, in words (its own text is for developers). */
function inWords(error: unknown): Error {
  if (error instanceof DOMException && error.name === 'NotAllowedError')
    return new Error('The passkey was not used: the request was cancelled or timed out.');
  if (error instanceof DOMException && error.name === 'InvalidStateError')
    return new Error('This device already has a passkey for the vault.');
  if (error instanceof DOMException || error instanceof TypeError)
    return new Error('This browser could not use a passkey here.');
  return error instanceof Error ? error : new Error('The passkey could not be used.');
}

/** The PRF output of the passkey `id` for `salt`: 32 bytes only that passkey can produce. */
async function prfOutput(
  id: Uint8Array<ArrayBuffer>,
  salt: Uint8Array<ArrayBuffer>,
): Promise<BufferSource> {
  const assertion = (await navigator.credentials
    .get({
      publicKey: {
        challenge: randomBytes(32),
        allowCredentials: [{ type: 'public-key', id }],
        userVerification: 'required',
        extensions: { prf: { eval: { first: salt } } } as AuthenticationExtensionsClientInputs,
      },
    })
    .catch((error: unknown) => Promise.reject(inWords(error)))) as PublicKeyCredential | null;
  const first = (assertion?.getClientExtensionResults() as PrfResults | undefined)?.prf?.results
    ?.first;
  if (!first)
    throw new Error('This passkey cannot unlock the vault: it does not support the PRF extension.');
  return first;
}

/** Adds a passkey that unlocks the vault (the vault key wrapped by its PRF output). */
export async function addPasskey(vaultKey: CryptoKey): Promise<void> {
  const salt = randomBytes(32);
  const credential = (await navigator.credentials
    .create({
      publicKey: {
        rp: { name: 'Virtual Cards' },
        user: {
          id: randomBytes(16),
          name: 'Virtual Cards vault',
          displayName: 'Virtual Cards vault',
        },
        challenge: randomBytes(32),
        pubKeyCredParams: [
          { type: 'public-key', alg: -7 },
          { type: 'public-key', alg: -257 },
        ],
        authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
        extensions: { prf: { eval: { first: salt } } } as AuthenticationExtensionsClientInputs,
      },
    })
    .catch((error: unknown) => Promise.reject(inWords(error)))) as PublicKeyCredential | null;
  if (!credential) throw new Error('No passkey was made.');
  const results = credential.getClientExtensionResults() as PrfResults;
  if (!results.prf?.enabled && !results.prf?.results?.first)
    throw new Error(
      'This passkey cannot protect the vault: it does not support the PRF extension.',
    );
  const id = new Uint8Array(credential.rawId);
  const output = results.prf.results?.first ?? (await prfOutput(id, salt));
  const vault = readVault();
  if (!vault) throw new Error('No account is remembered on this device.');
  const passkey: Passkey = {
    credentialId: toBase64(id),
    prfSalt: toBase64(salt),
    key: await wrapVaultKey(vaultKey, await keyFromPrf(output)),
  };
  writeVault({ ...vault, wrapped: { ...vault.wrapped, passkey } });
}

export async function unlockWithPasskey(passkey: Passkey): Promise<CryptoKey> {
  const output = await prfOutput(fromBase64(passkey.credentialId), fromBase64(passkey.prfSalt));
  try {
    return await unwrapVaultKey(passkey.key, await keyFromPrf(output));
  } catch {
    throw new Error('This passkey does not open the accounts remembered on this device.');
  }
}

/** The vault forgets the passkey; the passphrase still opens it. */
export function removePasskey() {
  const vault = readVault();
  if (!vault?.wrapped.passkey) return;
  const { passkey: _removed, ...wrapped } = vault.wrapped;
  writeVault({ ...vault, wrapped });
}
