/** Luhn check digit for a string of digits (the PAN without its last digit). */
export function luhnCheckDigit(partial: string): string {
  let sum = 0;
  for (let i = 0; i < partial.length; i++) {
    let d = Number(partial[partial.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}

export function isLuhnValid(pan: string): boolean {
  if (!/^\d{12,19}$/.test(pan)) return false;
  return luhnCheckDigit(pan.slice(0, -1)) === pan.slice(-1);
}
