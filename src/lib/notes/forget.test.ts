import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { NoteRecord } from './sealed-store';

// IndexedDB's part as a Map (jsdom has no IndexedDB); the rest — the vault, the session, the sealed
// store — is the app's own.
const rows = vi.hoisted(() => new Map<string, NoteRecord>());
// IndexedDB refusing (blocked, private mode) the next deletion.
const refuse = vi.hoisted(() => ({ next: false }));
vi.mock('./idb-records', () => ({
  idbNoteRecords: {
    get: async (key: string) => rows.get(key),
    put: async (record: NoteRecord) => void rows.set(record.key, record),
    delete: async (key: string) => void rows.delete(key),
    forAccount: async (id: string) => [...rows.values()].filter((r) => r.accountId === id),
  },
  forgetAccountNotes: async (id: string) => {
    if (refuse.next) throw new DOMException('blocked', 'InvalidStateError');
    for (const [key, r] of rows) if (r.accountId === id) rows.delete(key);
  },
  forgetAllNotes: async () => rows.clear(),
}));

const { sessionStore } = await import('../session');
const { notesScope } = await import('./current');
const { forgetAccount, forgetAll, rememberAccount } = await import('../vault/vault');
const { readVault } = await import('../vault/vault-file');

async function rememberWithNote(seed: string, note: string, first: boolean) {
  const { accountId, key } = await rememberAccount({
    seed,
    name: seed.slice(0, 4),
    passphrase: 'correct horse battery',
    key: first ? null : sessionStore.vaultKey(),
    iterations: 1000,
  });
  sessionStore.signIn(seed, { accountId, vaultKey: key });
  const scope = notesScope();
  if (scope.kind !== 'sealed') throw new Error(`expected sealed, got ${scope.kind}`);
  await scope.store.saveNote('txn_1', note);
  return accountId;
}

describe('forgetting a remembered account', () => {
  beforeEach(() => {
    localStorage.clear();
    rows.clear();
  });

  it('deletes its notes and receipts, and only its own', async () => {
    const a = await rememberWithNote('AAAA-AAAA-AAAA-AAAA', 'first', true);
    const b = await rememberWithNote('BBBB-BBBB-BBBB-BBBB', 'second', false);
    expect([...rows.values()].map((r) => r.accountId).sort()).toEqual([a, b].sort());
    await forgetAccount(a);
    expect([...rows.values()].map((r) => r.accountId)).toEqual([b]);
    await forgetAll();
    expect(rows.size).toBe(0);
  });

  it('forgets the seed even when IndexedDB refuses to delete the notes', async () => {
    const a = await rememberWithNote('AAAA-AAAA-AAAA-AAAA', 'first', true);
    refuse.next = true;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      await expect(forgetAccount(a)).resolves.toBeUndefined();
    } finally {
      refuse.next = false;
      warn.mockRestore();
    }
    expect(readVault()).toBeNull();
  });
});

describe('the vault key in the notes module', () => {
  it('is dropped with the session: a sign-out leaves no sealed store behind', async () => {
    localStorage.clear();
    await rememberWithNote('CCCC-CCCC-CCCC-CCCC', 'third', true);
    const key = sessionStore.vaultKey()!;
    const before = notesScope();
    const accountId = before.kind === 'sealed' ? before.accountId : '';
    sessionStore.signOut();
    expect(notesScope().kind).toBe('memory');
    // Signed in again with the same key: a new store, so the module had let the old one (and its
    // key) go at sign-out.
    sessionStore.signIn('CCCC-CCCC-CCCC-CCCC', { accountId, vaultKey: key });
    const after = notesScope();
    expect(after.kind).toBe('sealed');
    expect(after.kind === 'sealed' && before.kind === 'sealed' && after.store).not.toBe(
      before.kind === 'sealed' && before.store,
    );
    expect(await (after.kind === 'sealed' ? after.store.notes() : null)).toEqual(
      new Map([['txn_1', 'third']]),
    );
  });
});
