import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../session';
import { newVaultKey } from '../vault/vault-crypto';
import { notesScope } from './current';
import { keptNotesAccount } from './notes-key';

vi.mock('./idb-records', () => import('../../test/memory-note-records'));

/** Derived and kept once the store is asked for (an unlock or "Open notes"). */
async function unlocked(accountId: string) {
  sessionStore.signIn('kept-key-seed', { accountId, vaultKey: await newVaultKey() });
  const scope = notesScope();
  if (scope.kind !== 'sealed') throw new Error('an unlocked account’s notes are sealed');
  await scope.store.saveNote('txn_1', 'Taxi'); // sealing waits for the key
  expect(keptNotesAccount()).toBe(accountId);
}

/** Issue #48 polish (decision 029): the notes key goes with the tab's session. */
describe('the kept notes key', () => {
  beforeEach(() => sessionStorage.clear());

  it('goes at a lock, a sign-out and when the account is forgotten', async () => {
    await unlocked('acc-1');
    sessionStore.signOut('locked');
    expect(keptNotesAccount()).toBeNull();

    await unlocked('acc-1');
    sessionStore.signOut();
    expect(keptNotesAccount()).toBeNull();

    await unlocked('acc-1');
    sessionStore.forgotten();
    expect(keptNotesAccount()).toBeNull();
    expect(notesScope().kind).toBe('memory');
  });

  it('opens the notes after a reload, and only those of its own account', async () => {
    await unlocked('acc-1');
    sessionStore.reload();
    expect(sessionStore.vaultKey()).toBeNull();
    const after = notesScope();
    if (after.kind !== 'sealed') throw new Error('the kept key opens the notes after a reload');
    expect((await after.store.get('txn_1'))?.note).toBe('Taxi');

    await unlocked('acc-2');
    expect(keptNotesAccount()).toBe('acc-2');
  });
});
