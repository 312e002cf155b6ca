import { beforeEach, describe, expect, it } from 'vitest';
import { newVaultKey } from '../vault/vault-crypto';
import {
  dropNotesKey,
  keepNotesKey,
  keptNotesAccount,
  keptNotesKey,
  notesKeyBytes,
  notesKeyFor,
} from './notes-key';
import { mapRecords } from './notes.fixtures';
import { resealUnder, sealedNotesStore } from './sealed-store';

const rawOf = async (key: CryptoKey) =>
  new Uint8Array(await crypto.subtle.exportKey('raw', key)).join();

beforeEach(() => sessionStorage.clear());

/** Issue #48 polish: notes stay open for the tab's session, by a per-account key (decision 029). */
describe('the account’s notes key', () => {
  it('is the vault key’s HKDF for one account: the same each time, another for another account, never the vault key', async () => {
    const vault = await newVaultKey();
    const a = (await notesKeyBytes(vault, 'acc-a')).join();
    expect((await notesKeyBytes(vault, 'acc-a')).join()).toBe(a);
    expect((await notesKeyBytes(vault, 'acc-b')).join()).not.toBe(a);
    expect((await notesKeyBytes(await newVaultKey(), 'acc-a')).join()).not.toBe(a);
    expect(a).not.toBe(await rawOf(vault));
    const key = await notesKeyFor(vault, 'acc-a');
    expect(key.extractable).toBe(false);
  });

  it('is kept in the tab’s sessionStorage for its account only (never the vault key), and dropped', async () => {
    const vault = await newVaultKey();
    const kept = await keepNotesKey(vault, 'acc-a');
    expect(kept.extractable).toBe(false);
    expect(keptNotesAccount()).toBe('acc-a');
    expect(localStorage.length).toBe(0);
    const stored = Object.values({ ...sessionStorage }).join(' ');
    const vaultBase64 = btoa(
      String.fromCharCode(...new Uint8Array(await crypto.subtle.exportKey('raw', vault))),
    );
    expect(stored).not.toContain(vaultBase64);
    expect(keptNotesKey('acc-b')).toBeNull();

    // What a reload finds opens what the unlocked session sealed.
    const { records } = mapRecords();
    await sealedNotesStore(records, 'acc-a', kept).saveNote('txn_1', 'Taxi to the airport');
    const afterReload = sealedNotesStore(records, 'acc-a', keptNotesKey('acc-a')!);
    expect((await afterReload.get('txn_1'))?.note).toBe('Taxi to the airport');

    dropNotesKey();
    expect(keptNotesAccount()).toBeNull();
    expect(keptNotesKey('acc-a')).toBeNull();
  });

  it('re-seals records of the vault key under the notes key; those of another key stay as they were', async () => {
    const vault = await newVaultKey();
    const { rows, records } = mapRecords();
    // Written by the version before the notes key: sealed with the vault key itself.
    const older = sealedNotesStore(records, 'acc-a', vault);
    await older.saveNote('txn_1', 'Dinner in Lyon');
    await older.saveReceipt(
      'txn_1',
      new File([Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 7])], 'till.png'),
    );
    await sealedNotesStore(records, 'acc-a', await newVaultKey()).saveNote('txn_2', 'alien');
    const notesKey = await notesKeyFor(vault, 'acc-a');
    const store = sealedNotesStore(records, 'acc-a', notesKey);
    await expect(store.get('txn_1')).rejects.toThrow();

    await resealUnder(records, 'acc-a', vault, notesKey);
    expect((await store.get('txn_1'))?.note).toBe('Dinner in Lyon');
    expect((await store.get('txn_1'))?.receipt).toMatchObject({ name: 'till.png', size: 9 });
    await expect(older.get('txn_1')).rejects.toThrow();
    const alien = structuredClone(rows.get('acc-a:txn_2'));
    await resealUnder(records, 'acc-a', vault, notesKey);
    expect(rows.get('acc-a:txn_2')).toEqual(alien);
    expect(await store.notes()).toEqual(new Map([['txn_1', 'Dinner in Lyon']]));
  });
});
