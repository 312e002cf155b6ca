/**
 * A card is good through the last instant of its expiry month, UTC (the MM/YY printed on it). Past
 * that it is expired, and since the spec's card statuses are only active, frozen and terminated, an
 * expired card is terminated the way DELETE /cards/{id} does it: its balance back in the wallet and
 * a `card.terminated` with `reason: expired` (decisions 002 and 020). The account clock fires it
 * (due.ts, `card_expired`); the clock tick before every request catches real time passing.
 */

/** A new card is good for 3 years: through its issue month, three years on. */
export const CARD_VALID_YEARS = 3;

export type Expiry = { expMonth: number; expYear: number };

/** The expiry of a card issued at `now`: its month, CARD_VALID_YEARS on. */
export function expiryFrom(now: number): Expiry {
  const d = new Date(now);
  return { expMonth: d.getUTCMonth() + 1, expYear: d.getUTCFullYear() + CARD_VALID_YEARS };
}

/** The last instant (ms) the card is good: the end of its expiry month, UTC. */
export function cardExpiresAt(card: Expiry): number {
  // Month expMonth (1-based) ends where month index expMonth (0-based) begins; Date.UTC carries
  // December (index 12) into January of the next year.
  return Date.UTC(card.expYear, card.expMonth, 1) - 1;
}

/** Past its expiry month at `now`? */
export function isExpiredAt(card: Expiry, now: number): boolean {
  return now > cardExpiresAt(card);
}
