import { beforeEach, describe, expect, it } from 'vitest';
import { PBKDF2_ITERATIONS } from './vault-crypto';
import { parseVault, readVault, VAULT_KEY, writeVault } from './vault-file';
import {
  forgetAccount,
  openAccount,
  rememberAccount,
  renameAccount,
  unlockVault,
  WrongPassphraseError,
} from './vault';

const A = 'C4F4-6E88-036C-761C';
const B = '9A1B-77D0-4E2F-0C3D';
const fast = { iterations: 1_000 }; // The real count is checked once below; it costs ~0.5 s.

/** Everything this origin keeps, as one string, to look for a seed in any spelling. */
function storageText() {
  return JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage });
}
function spellings(seed: string) {
  const bytes = new TextEncoder().encode(seed);
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  const bare = seed.replaceAll('-', '');
  return [seed, seed.toLowerCase(), bare, bare.toLowerCase(), btoa(seed), btoa(bare), hex];
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('seed vault', () => {
  it('keeps two seeds that nothing in storage reveals without the passphrase', async () => {
    const first = await rememberAccount({
      seed: A,
      name: 'Travel',
      passphrase: 'correct horse',
      ...fast,
    });
    await rememberAccount({ seed: B, name: 'Ads', key: first.key });
    const text = storageText();
    for (const spelling of [...spellings(A), ...spellings(B)]) expect(text).not.toContain(spelling);
    expect(readVault()?.accounts.map((a) => a.name)).toEqual(['Travel', 'Ads']);

    const key = await unlockVault('correct horse');
    const [a, b] = readVault()!.accounts;
    expect(await openAccount(key, a!.id)).toBe(A);
    expect(await openAccount(key, b!.id)).toBe(B);
  });

  it('refuses a wrong passphrase in words, and the right one still opens every account', async () => {
    await rememberAccount({ seed: A, name: 'Travel', passphrase: 'correct horse', ...fast });
    await expect(unlockVault('correct hose')).rejects.toBeInstanceOf(WrongPassphraseError);
    await expect(unlockVault('correct hose')).rejects.toThrow(/does not open/);
    const key = await unlockVault('correct horse');
    expect(await openAccount(key, readVault()!.accounts[0]!.id)).toBe(A);
  });

  it('adding an account with the wrong passphrase stores nothing', async () => {
    await rememberAccount({ seed: A, name: 'Travel', passphrase: 'correct horse', ...fast });
    const before = localStorage.getItem(VAULT_KEY);
    await expect(
      rememberAccount({ seed: B, name: 'Ads', passphrase: 'nope nope' }),
    ).rejects.toThrow(WrongPassphraseError);
    expect(localStorage.getItem(VAULT_KEY)).toBe(before);
    const added = await rememberAccount({ seed: B, name: 'Ads', passphrase: 'correct horse' });
    expect(await openAccount(added.key, added.accountId)).toBe(B);
  });

  it('the same seed twice is one account, renamed', async () => {
    const first = await rememberAccount({
      seed: A,
      name: 'Travel',
      passphrase: 'pass phrase',
      ...fast,
    });
    const again = await rememberAccount({ seed: A, name: 'Trips', key: first.key });
    expect(again.accountId).toBe(first.accountId);
    expect(readVault()?.accounts.map((a) => a.name)).toEqual(['Trips']);
  });

  it('names: trimmed, at most 40 characters, a default when blank; rename keeps the seed', async () => {
    const { key, accountId } = await rememberAccount({
      seed: A,
      name: '   ',
      passphrase: 'pass phrase',
      ...fast,
    });
    expect(readVault()?.accounts[0]?.name).toBe('Account 1');
    renameAccount(accountId, `  ${'x'.repeat(60)} `);
    expect(readVault()?.accounts[0]?.name).toBe('x'.repeat(40));
    expect(await openAccount(key, accountId)).toBe(A);
  });

  it('forgetting one keeps the other; forgetting the last removes the vault', async () => {
    const a = await rememberAccount({
      seed: A,
      name: 'Travel',
      passphrase: 'pass phrase',
      ...fast,
    });
    const b = await rememberAccount({ seed: B, name: 'Ads', key: a.key });
    forgetAccount(a.accountId);
    expect(await openAccount(b.key, b.accountId)).toBe(B);
    await expect(openAccount(a.key, a.accountId)).rejects.toThrow(/no longer remembered/);
    forgetAccount(b.accountId);
    expect(localStorage.getItem(VAULT_KEY)).toBeNull();
  });

  it('a sealed seed moved onto another account does not open', async () => {
    const a = await rememberAccount({
      seed: A,
      name: 'Travel',
      passphrase: 'pass phrase',
      ...fast,
    });
    await rememberAccount({ seed: B, name: 'Ads', key: a.key });
    const vault = readVault()!;
    const [first, second] = vault.accounts;
    writeVault({ ...vault, accounts: [{ ...first!, seed: second!.seed }, second!] });
    await expect(openAccount(a.key, first!.id)).rejects.toThrow();
  });

  it('uses 600,000 PBKDF2-SHA-256 iterations unless told otherwise', async () => {
    await rememberAccount({ seed: A, name: 'Travel', passphrase: 'pass phrase' });
    expect(PBKDF2_ITERATIONS).toBeGreaterThanOrEqual(600_000);
    expect(readVault()?.kdf.iterations).toBe(PBKDF2_ITERATIONS);
  });

  it('treats an unreadable vault as none', () => {
    for (const text of ['', '{', '[]', '{"version":2}', JSON.stringify({ version: 1, kdf: {} })])
      expect(parseVault(text)).toBeNull();
  });
});
