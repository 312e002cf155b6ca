/**
 * Dollars ↔ cents, declared once for the dashboard and the sandbox. Money is integer cents
 * everywhere it is computed; the wire carries a USD number with at most two decimals.
 * Parsing goes through the decimal string: no float multiplication.
 */
export type Cents = number;

/** A USD number from the API (e.g. 12.3) to integer cents. Rounds away float noise. */
export function toCents(usd: number): Cents {
  if (!Number.isFinite(usd)) throw new RangeError(`Not a finite amount: ${usd}`);
  // Parse through the decimal string so 1.005 and friends do not drift; no float multiplication.
  const cents = parseDecimalToCents(usd.toFixed(6).replace(/0+$/, '').replace(/\.$/, ''), 'round');
  if (cents === null) throw new RangeError(`Amount out of range: ${usd}`);
  return cents;
}

/** Integer cents to the USD number the API expects. Division by 100 of an integer is exact enough. */
export function fromCents(cents: Cents): number {
  assertCents(cents);
  return cents / 100;
}

export function assertCents(cents: number): asserts cents is Cents {
  if (!Number.isSafeInteger(cents))
    throw new RangeError(`Not an integer amount of cents: ${cents}`);
}

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

/**
 * Parses a decimal string to cents without floating point. `mode` decides what happens with more
 * than two decimals: 'reject' returns null, 'round' rounds half away from zero.
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

/**
 * A USD amount from a request body to cents, or null when it has more than two decimals (float
 * noise below 1e-8 is tolerated: 0.1 + 0.2 is 0.30) or is not finite.
 */
export function usdToCentsExact(usd: number): Cents | null {
  if (!Number.isFinite(usd)) return null;
  return parseDecimalToCents(usd.toFixed(8), 'reject');
}

/** Cents as the fixed two-decimal text used in messages, e.g. 500000 -> "5000.00". */
export function centsText(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
