import { useQuery } from '@tanstack/react-query';
import { cardQueries } from '../../api/cards';
import type { CardListItem } from '../../contract/cards';
import { PER_PAGE_MAX } from '../../contract/limits';
import type { Cents } from '../../lib/money';
import { SubscriptionRadar } from './subscription-radar';

/**
 * The radar over every active card (the overview's own list query, so no second request). A
 * frozen card's charges decline anyway: its subscriptions show on its page.
 */
export function OverviewRadar({ onFund }: { onFund: (card: CardListItem, cents: Cents) => void }) {
  const active = useQuery(cardQueries.list({ status: 'active', per_page: PER_PAGE_MAX }));
  if (!active.data) return null;
  return <SubscriptionRadar cards={active.data.data} onFund={onFund} />;
}
