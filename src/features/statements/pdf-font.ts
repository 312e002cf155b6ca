/**
 * Which font a statement's text needs (decision 045). jsPDF's standard fonts (Helvetica) write
 * one byte a character, Latin-1's: English, Spanish and French with their accents fit; Russian
 * (Cyrillic) and Vietnamese (ạ, ế, ư, đ…) need a font of their own, embedded: DejaVu Sans, loaded
 * only then. jsPDF drops what Latin-1 lacks — WinAnsi's own • – … ’ included (the tests saw the
 * card's •••• vanish) — so those are written as their nearest Latin-1 sign first.
 */

// No-break spaces as plain ones: jsPDF measures them wider than they print, and a right-aligned
// "1 800,00 $US" stood left of the others (seen in a French statement). Nothing here wraps.
const SUBSTITUTES: Record<string, string> = {
  '\u00a0': ' ', // no-break space (Spanish and Russian amounts, French "$US")
  '\u202f': ' ', // narrow no-break space (French thousands, "1 234,56 $US")
  '\u2007': ' ', // figure space
  '\u2009': ' ', // thin space
  '\u2212': '-', // minus sign
  '\u2013': '-', // en dash (a range of days)
  '\u2014': '-', // em dash
  '\u2022': '\u00b7', // bullet (a card's •••• 4242) → middle dot
  '\u2026': '...', // ellipsis
  '\u2018': "'",
  '\u2019': "'",
  '\u201c': '"',
  '\u201d': '"',
};
const SUBSTITUTED = new RegExp(`[${Object.keys(SUBSTITUTES).join('')}]`, 'g');

export const toLatin1 = (text: string) => text.replace(SUBSTITUTED, (c) => SUBSTITUTES[c]!);

const inLatin1 = (c: string) => {
  const code = c.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff);
};

/** Whether every character of `texts` (once substituted) is written by the standard fonts. */
export const fitsStandardFont = (texts: readonly string[]) =>
  texts.every((text) => [...toLatin1(text)].every(inLatin1));
