/**
 * What a note and a receipt may be (decision 029). One place: the forms, the store and the tests
 * read these figures.
 */
export const NOTE_MAX = 1000;
/** One receipt: a phone photo or a one-page PDF fits; a scanned album does not. */
export const RECEIPT_MAX_BYTES = 2 * 1024 * 1024;
/** Every receipt of one account together (about ten full-size ones). */
export const RECEIPTS_TOTAL_MAX_BYTES = 20 * 1024 * 1024;
/** Images a browser shows in an <img>, and PDF (opened or saved, never rendered in the page). */
export const RECEIPT_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'application/pdf',
] as const;
export const RECEIPT_ACCEPT = RECEIPT_TYPES.join(',');
