import { cardQueries } from '../../api/cards';
import type { CardListFilters } from '../../contract/cards';
import { transactionQueries } from '../../api/transactions';

/**
 * What the card pages ask first, for the pages and for their routes' prefetch
 * (app/routes/cards.data.ts, card-detail.data.ts): one call, the same keys (decision 035).
 */
export const cardListPageQueries = (filters: CardListFilters) => ({
  cards: cardQueries.list(filters),
});

export const cardDetailPageQueries = (cardId: string) => ({
  card: cardQueries.detail(cardId),
  /** The card's latest transactions (the subscription radar asks for a longer history itself). */
  recent: transactionQueries.list({ card_id: cardId, per_page: 50 }),
});
