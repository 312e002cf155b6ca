import { derivedDigits, hmacSha256Hex } from './crypto';
import { luhnCheckDigit } from './luhn';
import type { Account, ServiceState } from './state';

/**
 * The key an account's card numbers, CVVs and one-time codes are derived from: made from the seed,
 * which no store keeps (accounts are found by the seed's SHA-256), so a copy of the store without
 * the seed yields no card data. Accounts from before this kept using the store's own secret.
 */
export function secretsKeyFor(seed: string): string {
  return hmacSha256Hex(seed.trim().toUpperCase(), 'vcs:card-secrets:v1');
}

/** The key of this account's card secrets: from the seed (`seedKey`), or the legacy store secret. */
export function cardSecretsKey(state: ServiceState, account: Account, seedKey: string): string {
  return account.secretsFromSeed ? seedKey : state.secret;
}

/** Card numbers, CVVs and one-time codes are derived when asked for, never stored. */
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
