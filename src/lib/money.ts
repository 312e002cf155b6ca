/**
 * Money is integer cents everywhere it is computed. The wire format of the service is a USD
 * number with at most two decimals; these helpers convert at the edges.
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
 * Parses what a person types as an amount ("1,234.50", "$20", " 7 ") to cents.
 * Returns null for anything that is not a plain non-negative amount with at most two decimals.
 */
export function parseUserAmount(input: string): Cents | null {
  const cleaned = input
    .trim()
    .replace(/^\$/, '')
    .replace(/,(?=\d{3}(\D|$))/g, '');
  if (cleaned === '' || cleaned.startsWith('-')) return null;
  return parseDecimalToCents(cleaned, 'reject');
}

const usdFormatter = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Formats cents as USD for display, e.g. 123456 -> "$1,234.56". */
export function formatCents(cents: Cents, options: { signed?: boolean } = {}): string {
  const text = usdFormatter.format(Math.abs(cents) / 100);
  if (cents < 0) return `−${text}`;
  if (options.signed && cents > 0) return `+${text}`;
  return text;
}

/** Formats a USD number from the API for display. */
export function formatUsd(usd: number, options: { signed?: boolean } = {}): string {
  return formatCents(toCents(usd), options);
}
