import { cardQueries } from '../../api/cards';
import { walletQueries } from '../../api/wallet';

/**
 * What the overview asks first, for its page and for the route's prefetch
 * (app/routes/overview.data.ts): one call, so both ask for the same keys (decision 035).
 */
export const overviewQueries = () => ({
  /** The first cards, polled until one is active (overview-page.tsx). */
  cards: cardQueries.list({ per_page: 5 }),
  wallet: walletQueries.balance(),
});
