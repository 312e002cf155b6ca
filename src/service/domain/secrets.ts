import { derivedDigits } from './crypto';
import { luhnCheckDigit } from './luhn';

/**
 * Card numbers, CVVs and one-time codes are derived from the service secret instead of stored,
 * so no snapshot (localStorage in the demo, a file from Node) holds them in clear.
 */
export function panFor(secret: string, cardId: string, binId: string): string {
  const body = binId + derivedDigits(secret, `pan:${cardId}`, 15 - binId.length);
  return body + luhnCheckDigit(body);
}

export function cvvFor(secret: string, cardId: string): string {
  return derivedDigits(secret, `cvv:${cardId}`, 3);
}

export function otpFor(secret: string, challengeId: string): string {
  return derivedDigits(secret, `otp:${challengeId}`, 6);
}
