/**
 * Dollars ↔ cents, declared once. Money is integer cents everywhere it is computed; the wire
 * carries USD numbers with at most two decimals. No float multiplication: amounts go through their
 * decimal text.
 */
export type Cents = number;

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

/**
 * A decimal string to cents. `mode` decides what happens past two decimals: 'reject' returns null,
 * 'round' rounds half away from zero. More than 13 whole digits is null.
 */
export function parseDecimalToCents(
  text: string,
  mode: 'reject' | 'round' = 'reject',
): Cents | null {
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const [, sign, whole = '0', frac = ''] = match;
  if (whole.length > 13) return null;
  let cents = Number(whole) * 100 + Number((frac + '00').slice(0, 2));
  if (frac.length > 2) {
    if (mode === 'reject' && /[1-9]/.test(frac.slice(2))) return null;
    if (mode === 'round' && Number(frac[2]) >= 5) cents += 1;
  }
  return sign ? -cents : cents;
}

/** The decimal text of a wire number, without exponent or float noise past six decimals. */
function decimalText(usd: number): string {
  return usd.toFixed(6).replace(/0+$/, '').replace(/\.$/, '');
}

/** A USD number from the wire (e.g. 12.3) to cents, rounding float noise. Throws on non-finite. */
export function toCents(usd: number): Cents {
  if (!Number.isFinite(usd)) throw new RangeError(`Not a finite amount: ${usd}`);
  const cents = parseDecimalToCents(decimalText(usd), 'round');
  if (cents === null) throw new RangeError(`Amount out of range: ${usd}`);
  return cents;
}

/** A USD number with at most two decimals to cents; null for anything else (a request's amount). */
export function exactCents(usd: number): Cents | null {
  if (!Number.isFinite(usd) || Math.abs(usd) >= 1e13) return null;
  return parseDecimalToCents(decimalText(usd), 'reject');
}

/** Integer cents to the USD number the wire carries. */
export function fromCents(cents: Cents): number {
  assertCents(cents);
  return cents / 100;
}

export function assertCents(cents: number): asserts cents is Cents {
  if (!Number.isSafeInteger(cents))
    throw new RangeError(`Not an integer amount of cents: ${cents}`);
}

/** Cents as plain dollars for messages and documents: 500000 → "5,000.00". */
export function dollarsText(cents: Cents): string {
  const text = (Math.abs(cents) / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return cents < 0 ? `-${text}` : text;
}
