import {
  checkNote,
  checkReceipt,
  receiptContent,
  receiptName,
  type NoteEntry,
  type NotesStore,
  type Receipt,
} from './notes-store';

/** AES-GCM output: a fresh 96-bit IV and the ciphertext with its 16-byte tag. */
export type SealedBytes = { iv: Uint8Array; data: ArrayBuffer };
/** What IndexedDB holds: ids in clear (to find and delete), everything the person wrote sealed. */
export type NoteRecord = {
  key: string;
  accountId: string;
  txnId: string;
  note?: SealedBytes;
  receipt?: { meta: SealedBytes; body: SealedBytes };
};
/** The records' home: IndexedDB in the app (idb-records.ts), a Map in the unit tests. */
export interface NoteRecords {
  get(key: string): Promise<NoteRecord | undefined>;
  put(record: NoteRecord): Promise<void>;
  delete(key: string): Promise<void>;
  forAccount(accountId: string): Promise<NoteRecord[]>;
}

const TAG_BYTES = 16;
const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * Sealed with the account's notes key (notes-key.ts: HKDF of the vault key, decision 009, with the
 * account id); records of versions before it are sealed with the vault key itself and are re-sealed
 * on the next unlock (`resealUnder`). The additional data binds each blob to its account,
 * transaction and kind, so a blob copied onto another record does not open (decision 029).
 */
async function seal(key: CryptoKey, bytes: ArrayBuffer, label: string): Promise<SealedBytes> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const additionalData = encoder.encode(label);
  // A copy in this realm's Uint8Array (a FileReader's buffer can come from another realm in tests).
  const plain = Uint8Array.from(new Uint8Array(bytes));
  const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData }, key, plain);
  return { iv, data };
}
const unseal = (key: CryptoKey, sealed: SealedBytes, label: string) =>
  crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: sealed.iv as BufferSource, additionalData: encoder.encode(label) },
    key,
    sealed.data,
  );

const labelOf = (accountId: string) => (kind: string, txnId: string) =>
  `${kind}:${accountId}:${txnId}`;

/**
 * Re-seals under `to` the account's records that `to` does not open but `from` does (records of
 * the vault key, from before the notes key). One that neither opens is left as it is (damaged).
 */
export async function resealUnder(
  records: NoteRecords,
  accountId: string,
  from: CryptoKey,
  to: CryptoKey,
) {
  const label = labelOf(accountId);
  for (const r of await records.forAccount(accountId)) {
    const probe = r.note
      ? ([r.note, label('note', r.txnId)] as const)
      : r.receipt && ([r.receipt.meta, label('receipt-meta', r.txnId)] as const);
    if (!probe) continue;
    const opens = await unseal(to, ...probe).then(
      () => true,
      () => false,
    );
    if (opens) continue;
    const again = async (blob: SealedBytes, kind: string) =>
      seal(to, await unseal(from, blob, label(kind, r.txnId)), label(kind, r.txnId));
    try {
      await records.put({
        ...r,
        note: r.note && (await again(r.note, 'note')),
        receipt: r.receipt && {
          meta: await again(r.receipt.meta, 'receipt-meta'),
          body: await again(r.receipt.body, 'receipt'),
        },
      });
    } catch {
      // Neither key opens it: it stays, and reads as damaged as before.
    }
  }
}

export function sealedNotesStore(
  records: NoteRecords,
  accountId: string,
  notesKey: CryptoKey | Promise<CryptoKey>,
): NotesStore {
  const keyOf = (txnId: string) => `${accountId}:${txnId}`;
  const label = labelOf(accountId);
  const keyReady = Promise.resolve(notesKey);
  keyReady.catch(() => undefined); // each use below reports a key that could not be made
  const readNote = async (r: NoteRecord) =>
    r.note ? decoder.decode(await unseal(await keyReady, r.note, label('note', r.txnId))) : '';
  const record = async (txnId: string): Promise<NoteRecord> =>
    (await records.get(keyOf(txnId))) ?? { key: keyOf(txnId), accountId, txnId };
  const store = async (r: NoteRecord) =>
    r.note || r.receipt ? records.put(r) : records.delete(r.key);

  return {
    kind: 'sealed',
    async get(txnId) {
      const r = await records.get(keyOf(txnId));
      if (!r) return null;
      let receipt: Receipt | null = null;
      if (r.receipt) {
        const meta = JSON.parse(
          decoder.decode(
            await unseal(await keyReady, r.receipt.meta, label('receipt-meta', txnId)),
          ),
        ) as { name: string; type: string };
        const bytes = await unseal(await keyReady, r.receipt.body, label('receipt', txnId));
        receipt = { ...meta, size: bytes.byteLength, bytes };
      }
      return { note: await readNote(r), receipt } satisfies NoteEntry;
    },
    async notes() {
      const all = await records.forAccount(accountId);
      // A record that does not open (damaged, or sealed by an older key) leaves its note out, not
      // the whole CSV export.
      const pairs = await Promise.all(
        all.map(async (r) => [r.txnId, await readNote(r).catch(() => null)] as const),
      );
      return new Map(pairs.filter((pair): pair is readonly [string, string] => Boolean(pair[1])));
    },
    async saveNote(txnId, note) {
      const clean = checkNote(note);
      const r = await record(txnId);
      const sealed = clean
        ? await seal(await keyReady, encoder.encode(clean).buffer, label('note', txnId))
        : undefined;
      await store({ ...r, note: sealed });
    },
    async saveReceipt(txnId, file) {
      const others = (await records.forAccount(accountId))
        .filter((r) => r.txnId !== txnId && r.receipt)
        .reduce((sum, r) => sum + r.receipt!.body.data.byteLength - TAG_BYTES, 0);
      checkReceipt(file, others);
      const { bytes, type } = await receiptContent(file);
      const meta = encoder.encode(JSON.stringify({ name: receiptName(file), type }));
      const key = await keyReady;
      const receipt = {
        meta: await seal(key, meta.buffer, label('receipt-meta', txnId)),
        body: await seal(key, bytes, label('receipt', txnId)),
      };
      await store({ ...(await record(txnId)), receipt });
    },
    async removeReceipt(txnId) {
      await store({ ...(await record(txnId)), receipt: undefined });
    },
  };
}
