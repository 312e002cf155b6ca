import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTE_MAX, RECEIPT_MAX_BYTES, RECEIPTS_TOTAL_MAX_BYTES } from './limits';
import { memoryNotesStore, NoteLimitError, type NotesStore } from './notes-store';
import { mapRecords } from './notes.fixtures';
import { sealedNotesStore, type NoteRecord } from './sealed-store';

const newKey = () =>
  crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt', 'decrypt']);
/** What a PNG and a PDF start with: a receipt is typed by its bytes (receipt-type.ts). */
const HEADS: Record<string, number[]> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'application/pdf': [...'%PDF-'].map((c) => c.charCodeAt(0)),
};
/** `bytes` long: the type's first bytes (none for another type), then sevens. */
const file = (bytes: number, type = 'image/png', name = 'till.png') => {
  const content = new Uint8Array(bytes).fill(7);
  content.set((HEADS[type] ?? []).slice(0, bytes));
  return new File([content], name, { type });
};
const kept = (rows: Map<string, NoteRecord>) =>
  [...rows.values()]
    .flatMap((r) => [r.note?.data, r.receipt?.meta.data, r.receipt?.body.data])
    .filter((d): d is ArrayBuffer => d !== undefined)
    .map((d) => new TextDecoder().decode(d))
    .join('');

describe('sealed notes', () => {
  it('round-trips a note and a receipt, and keeps neither in clear', async () => {
    const { rows, records } = mapRecords();
    const store = sealedNotesStore(records, 'acc-1', await newKey());
    await store.saveNote('txn_1', '  Lunch with the Lyon client  ');
    await store.saveReceipt('txn_1', file(300, 'application/pdf', 'invoice-lyon.pdf'));
    const entry = await store.get('txn_1');
    expect(entry?.note).toBe('Lunch with the Lyon client');
    expect(entry?.receipt).toMatchObject({ name: 'invoice-lyon.pdf', type: 'application/pdf' });
    expect(entry?.receipt?.size).toBe(300);
    expect(new Uint8Array(entry!.receipt!.bytes).slice(5).every((b) => b === 7)).toBe(true);
    expect(kept(rows)).not.toContain('Lyon');
    expect(await store.notes()).toEqual(new Map([['txn_1', 'Lunch with the Lyon client']]));
  });

  it('does not open with another key, nor a blob moved to another transaction', async () => {
    const { rows, records } = mapRecords();
    const key = await newKey();
    const store = sealedNotesStore(records, 'acc-1', key);
    await store.saveNote('txn_1', 'secret');
    await expect(sealedNotesStore(records, 'acc-1', await newKey()).get('txn_1')).rejects.toThrow();
    const moved = { ...rows.get('acc-1:txn_1')!, key: 'acc-1:txn_2', txnId: 'txn_2' };
    rows.set(moved.key, moved);
    await expect(store.get('txn_2')).rejects.toThrow();
  });

  it('removes the record once neither note nor receipt is left', async () => {
    const { rows, records } = mapRecords();
    const store = sealedNotesStore(records, 'acc-1', await newKey());
    await store.saveNote('txn_1', 'a');
    await store.saveReceipt('txn_1', file(10));
    await store.saveNote('txn_1', '');
    expect(rows.size).toBe(1);
    await store.removeReceipt('txn_1');
    expect(rows.size).toBe(0);
    expect(await store.get('txn_1')).toBeNull();
  });

  it('counts only its own account towards the total', async () => {
    const { records } = mapRecords();
    const key = await newKey();
    const a = sealedNotesStore(records, 'acc-a', key);
    const b = sealedNotesStore(records, 'acc-b', key);
    const count = Math.floor(RECEIPTS_TOTAL_MAX_BYTES / RECEIPT_MAX_BYTES);
    for (let i = 0; i < count; i += 1) await a.saveReceipt(`t${i}`, file(RECEIPT_MAX_BYTES));
    await expect(a.saveReceipt('one-more', file(1))).rejects.toThrow(/at most 20 MB/);
    await b.saveReceipt('t0', file(RECEIPT_MAX_BYTES));
    // Replacing a receipt frees its own share first.
    await a.saveReceipt('t0', file(RECEIPT_MAX_BYTES));
  });

  it('leaves out of the CSV a note that does not open, not every note', async () => {
    const { rows, records } = mapRecords();
    const store = sealedNotesStore(records, 'acc-1', await newKey());
    await store.saveNote('txn_1', 'kept');
    await store.saveNote('txn_2', 'damaged');
    const damaged = rows.get('acc-1:txn_2')!;
    damaged.note = { ...damaged.note!, data: new Uint8Array(40).buffer };
    expect(await store.notes()).toEqual(new Map([['txn_1', 'kept']]));
  });
});

describe.each([
  ['memory', async () => memoryNotesStore()],
  ['sealed', async () => sealedNotesStore(mapRecords().records, 'acc', await newKey())],
] as const)('%s store limits', (_, make) => {
  let store: NotesStore;
  beforeEach(async () => {
    store = await make();
  });

  it('refuses a note over the limit, and keeps one at the limit', async () => {
    await expect(store.saveNote('t', 'x'.repeat(NOTE_MAX + 1))).rejects.toThrow(
      new NoteLimitError(`A note can be at most ${NOTE_MAX} characters.`),
    );
    await store.saveNote('t', 'x'.repeat(NOTE_MAX));
    expect((await store.get('t'))?.note).toHaveLength(NOTE_MAX);
  });

  it('refuses a receipt too big, empty, or of another kind', async () => {
    await expect(store.saveReceipt('t', file(RECEIPT_MAX_BYTES + 1))).rejects.toThrow(
      'This file is 2 MB; a receipt can be at most 2 MB.',
    );
    await expect(store.saveReceipt('t', file(3 * 1024 * 1024))).rejects.toThrow(
      'This file is 3 MB; a receipt can be at most 2 MB.',
    );
    await expect(store.saveReceipt('t', file(0))).rejects.toThrow('This file is empty.');
    await expect(store.saveReceipt('t', file(10, 'text/html', 'a.html'))).rejects.toThrow(
      /content is not an image .* or a PDF/,
    );
    expect(await store.get('t')).toBeNull();
  });
});

describe('memory store', () => {
  it('is emptied when the session ends', async () => {
    vi.resetModules();
    const { sessionStore } = await import('../session');
    const { notesScope } = await import('./current');
    sessionStore.signIn('AAAA-BBBB-CCCC-DDDD');
    const scope = notesScope();
    expect(scope.kind).toBe('memory');
    if (scope.kind !== 'memory') return;
    await scope.store.saveNote('t', 'tab only');
    expect((await scope.store.get('t'))?.note).toBe('tab only');
    sessionStore.signOut();
    expect(await scope.store.get('t')).toBeNull();
    const next = notesScope();
    expect(next.id).not.toBe(scope.id);
  });

  it('is locked for a remembered account without its key, sealed with it', async () => {
    vi.resetModules();
    const { sessionStore } = await import('../session');
    const { notesScope } = await import('./current');
    sessionStore.signIn('AAAA-BBBB-CCCC-DDDD', { accountId: 'acc' });
    expect(notesScope().kind).toBe('locked');
    sessionStore.remembered('acc', await newKey());
    expect(notesScope()).toMatchObject({ kind: 'sealed', accountId: 'acc' });
  });
});
