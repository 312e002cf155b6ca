import type { RECEIPT_TYPES } from './limits';

export type ReceiptType = (typeof RECEIPT_TYPES)[number];

/** `null` is a byte that may be anything (a RIFF file's size). */
type Signature = { type: ReceiptType; bytes: ReadonlyArray<number | null> };

/**
 * The first bytes of each accepted type: the WHATWG MIME Sniffing standard's image patterns
 * (PNG, JPEG, GIF, WebP) and PDF's `%PDF-` header. Five fixed patterns need no library.
 */
const SIGNATURES: readonly Signature[] = [
  // \x89 P N G \r \n \x1a \n
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  // G I F 8 7 a, G I F 8 9 a
  { type: 'image/gif', bytes: [0x47, 0x49, 0x46, 0x38, 0x37, 0x61] },
  { type: 'image/gif', bytes: [0x47, 0x49, 0x46, 0x38, 0x39, 0x61] },
  // R I F F, the file's size, W E B P V P
  {
    type: 'image/webp',
    bytes: [0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50],
  },
  // % P D F -
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
];

/** The longest signature: how many first bytes a caller needs to read. */
export const SNIFF_BYTES = Math.max(...SIGNATURES.map((s) => s.bytes.length));

/**
 * A receipt's type by its bytes, never by its name or the type the browser guessed from the name
 * (issue #47): a page saved as `invoice.pdf` is not a PDF. `null` when no accepted type matches.
 */
export function receiptTypeOf(bytes: ArrayBuffer): ReceiptType | null {
  const head = new Uint8Array(bytes, 0, Math.min(bytes.byteLength, SNIFF_BYTES));
  const match = SIGNATURES.find(
    (s) => head.length >= s.bytes.length && s.bytes.every((b, i) => b === null || head[i] === b),
  );
  return match?.type ?? null;
}
