import { fromCents, type Cents } from '../contract/money';

/**
 * Cents to the USD number a request carries (decision 006, amendment of 2026-11-26): the inverse
 * of the contract's `usdSchema`, which reads every answer as cents. The only place the app writes
 * dollars: features and hooks pass cents, the fetchers in src/api call this as they build a body.
 */
export const wireUsd = (cents: Cents): number => fromCents(cents);

/** The same for an optional amount; `null` (a cleared limit) passes through. */
export function wireUsdOrNull<T extends null | undefined>(cents: Cents | T): number | T {
  return cents === null || cents === undefined ? (cents as T) : wireUsd(cents);
}
