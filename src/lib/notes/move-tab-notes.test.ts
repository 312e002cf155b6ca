import { describe, expect, it } from 'vitest';
import { sessionStore } from '../session';
import { BUDGETS_ENTRY } from './budgets-entry';
import { disputeEntry } from './disputes-entry';
import { moveTabNotes, notesScope, tabNotesCount } from './current';
import { notesKeyFor } from './notes-key';
import { mapRecords } from './notes.fixtures';
import { sealedNotesStore } from './sealed-store';

const newKey = () =>
  crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt', 'decrypt']);
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Issue #48 item 2: "Remember" seals the tab's notes and receipts into the account's records. */
describe('moving the tab’s notes into the vault', () => {
  it('keeps them in the tab when the browser refuses, and moves them all once it takes them', async () => {
    sessionStore.signIn('move-notes-seed');
    const tab = notesScope();
    if (tab.kind !== 'memory') throw new Error('a tab-only session keeps its notes in memory');
    await tab.store.saveNote('txn_1', 'Taxi');
    await tab.store.saveReceipt('txn_2', new File([Uint8Array.from(PNG_HEAD)], 'till.png'));
    // The budgets (decision 042) move with the notes, but are no transaction's.
    await tab.store.saveNote(BUDGETS_ENTRY, '{"m":50000,"c":{},"k":{}}');
    // So do the disputes (decision 043).
    await tab.store.saveNote(disputeEntry('txn_1'), '{"state":"drafted"}');
    expect(tabNotesCount()).toEqual({ transactions: 2 });
    const key = await newKey();

    const { records, rows } = mapRecords();
    const full = {
      ...records,
      put: () => Promise.reject(new DOMException('full', 'QuotaExceededError')),
    };
    await expect(moveTabNotes('acc-1', key, full)).rejects.toThrow('full');
    expect(tabNotesCount()).toEqual({ transactions: 2 });

    await moveTabNotes('acc-1', key, records);
    expect(tabNotesCount()).toEqual({ transactions: 0 });
    expect(rows.size).toBe(4);
    // Sealed under the account's notes key (notes-key.ts), not the vault key itself.
    const sealed = sealedNotesStore(records, 'acc-1', notesKeyFor(key, 'acc-1'));
    expect((await sealed.get('txn_1'))?.note).toBe('Taxi');
    expect((await sealed.get(BUDGETS_ENTRY))?.note).toBe('{"m":50000,"c":{},"k":{}}');
    expect((await sealed.get(disputeEntry('txn_1')))?.note).toBe('{"state":"drafted"}');
    expect((await sealed.get('txn_2'))?.receipt).toMatchObject({
      name: 'till.png',
      type: 'image/png',
    });
  });
});
