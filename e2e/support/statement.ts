import { readPdfText } from '../../src/features/statements/read-pdf-text';

/**
 * The words of a statement PDF's bytes (decision 045), for #51's journey in every engine
 * (e2e/plan-and-protect.spec.ts, e2e/webkit/plan-and-protect.test.ts).
 */
export const pdfText = (bytes: Buffer) =>
  readPdfText(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length) as ArrayBuffer);

/** The replaced card's month: $150 moved in, $85 spent, $65 moved out to the new card, $0 left. */
export const REPLACED_CARD_STATEMENT = [
  /Opening balance\n\$0\.00/,
  /Moved to the card\n\+\$150\.00/,
  /Purchases\n-\$85\.00/,
  /Moved from the card\n-\$65\.00/,
  /Closing balance\n\$0\.00/,
  /Total spent\n\$85\.00/,
];
