import { t } from '@lingui/core/macro';
import { NOTE_MAX, RECEIPT_MAX_BYTES, RECEIPTS_TOTAL_MAX_BYTES } from './limits';
import { receiptTypeOf } from './receipt-type';

/** A file the person attached to a transaction: kept as bytes, shown through an object URL. */
export type Receipt = { name: string; type: string; size: number; bytes: ArrayBuffer };
export type NoteEntry = { note: string; receipt: Receipt | null };

/**
 * A transaction's note and receipt, on this device only (decision 029): sealed with the vault key
 * in IndexedDB for a remembered account, in this tab's memory otherwise. Nothing here is ever sent.
 */
export interface NotesStore {
  readonly kind: 'sealed' | 'memory';
  get(txnId: string): Promise<NoteEntry | null>;
  /** Every note of the account by transaction id (the CSV export's column). */
  notes(): Promise<Map<string, string>>;
  /** An empty note removes it. */
  saveNote(txnId: string, note: string): Promise<void>;
  saveReceipt(txnId: string, file: Blob & { name?: string }): Promise<void>;
  removeReceipt(txnId: string): Promise<void>;
}

/** A refusal the person reads as it is (too long, too big, not an image or a PDF by its bytes). */
export class NoteLimitError extends Error {}

const megabytes = (bytes: number) => String(Math.round((bytes / (1024 * 1024)) * 10) / 10);

export function checkNote(note: string): string {
  const clean = note.trim();
  if (clean.length > NOTE_MAX) {
    const max = NOTE_MAX;
    throw new NoteLimitError(t`A note can be at most ${max} characters.`);
  }
  return clean;
}

/** `othersBytes`: the account's receipts other than this transaction's (a replacement frees its own). */
export function checkReceipt(file: Blob & { name?: string }, othersBytes: number) {
  if (file.size === 0) throw new NoteLimitError(t`This file is empty.`);
  if (file.size > RECEIPT_MAX_BYTES) {
    const max = megabytes(RECEIPT_MAX_BYTES);
    const size = megabytes(file.size);
    throw new NoteLimitError(t`This file is ${size} MB; a receipt can be at most ${max} MB.`);
  }
  if (othersBytes + file.size > RECEIPTS_TOTAL_MAX_BYTES) {
    const max = megabytes(RECEIPTS_TOTAL_MAX_BYTES);
    throw new NoteLimitError(
      t`Receipts on this device can take at most ${max} MB for this account. Delete an older receipt first.`,
    );
  }
}

/** The file's bytes (FileReader: also where Blob has no arrayBuffer(), as in jsdom). */
export const readBytes = (file: Blob) =>
  new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(file);
  });

/**
 * The receipt's bytes and its type read from them (receipt-type.ts), never from its name or the
 * type the browser guessed from the name (issue #47): bytes of no accepted type are refused.
 */
export async function receiptContent(file: Blob) {
  const bytes = await readBytes(file);
  const type = receiptTypeOf(bytes);
  if (!type)
    throw new NoteLimitError(
      t`This file’s content is not an image (PNG, JPEG, WebP, GIF) or a PDF, whatever its name says.`,
    );
  return { bytes, type };
}

export const receiptName = (file: { name?: string }) =>
  (file.name ?? '').trim().slice(0, 120) || 'receipt';

/** The tab-only store: gone with the tab, emptied at sign-out (current.ts). */
export function memoryNotesStore(): NotesStore & {
  clear(): void;
  /** Every note and receipt of the tab, to move them into the vault (current.ts). */
  entries(): [string, NoteEntry][];
  remove(txnId: string): void;
} {
  const entries = new Map<string, NoteEntry>();
  const othersBytes = (txnId: string) =>
    [...entries].reduce((sum, [id, e]) => sum + (id === txnId ? 0 : (e.receipt?.size ?? 0)), 0);
  const put = (txnId: string, entry: NoteEntry) => {
    if (entry.note || entry.receipt) entries.set(txnId, entry);
    else entries.delete(txnId);
  };
  const current = (txnId: string) => entries.get(txnId) ?? { note: '', receipt: null };
  return {
    kind: 'memory',
    get: async (txnId) => entries.get(txnId) ?? null,
    async notes() {
      return new Map([...entries].filter(([, e]) => e.note).map(([id, e]) => [id, e.note]));
    },
    async saveNote(txnId, note) {
      put(txnId, { ...current(txnId), note: checkNote(note) });
    },
    async saveReceipt(txnId, file) {
      checkReceipt(file, othersBytes(txnId));
      const { bytes, type } = await receiptContent(file);
      const receipt = { name: receiptName(file), type, size: file.size, bytes };
      put(txnId, { ...current(txnId), receipt });
    },
    async removeReceipt(txnId) {
      put(txnId, { ...current(txnId), receipt: null });
    },
    clear: () => entries.clear(),
    entries: () => [...entries],
    remove: (txnId) => void entries.delete(txnId),
  };
}
