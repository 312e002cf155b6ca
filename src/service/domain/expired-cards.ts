import { cardExpiresAt, isExpiredAt } from './card-expiry';
import { terminateCard } from './cards';
import type { Ctx } from './context';
import { ServiceError } from './errors';
import type { CardRecord } from './state';

/** A card its expiry can still end: active or frozen (pending is not a card yet; decision 020). */
export const canExpire = (card: Pick<CardRecord, 'status'>) =>
  card.status === 'active' || card.status === 'frozen';

/** The instant a card falls due as expired: the first after its expiry month, UTC. */
export const expiryDueAt = (card: CardRecord) => cardExpiresAt(card) + 1;

/** Ends one expired card as DELETE /cards/{id} would, its event saying why (card-expiry.ts). */
export function expireCard(ctx: Ctx, cardId: string) {
  return terminateCard(ctx, cardId, true);
}

/**
 * Every card past its expiry month at ctx.now, ended. Run before every request with the other
 * time-driven changes (http/pipeline.ts): real time passing expires cards as the clock does. A
 * wallet the refund would take past the money ceiling (only an account from before the ceiling)
 * leaves the card as it is; its purchases are declined all the same (authorization.ts).
 */
export function expireCards(ctx: Ctx) {
  for (const card of ctx.account.cards) {
    if (!canExpire(card) || !isExpiredAt(card, ctx.now)) continue;
    try {
      expireCard(ctx, card.id);
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error;
    }
  }
}
