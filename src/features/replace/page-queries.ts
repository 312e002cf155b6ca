import { cardQueries } from '../../api/cards';

/** What the replace page asks first, for the page and its route's prefetch (decision 035). */
export const replacePageQueries = (cardId: string) => ({ card: cardQueries.detail(cardId) });
