import { useQueries, useQuery } from '@tanstack/react-query';
import { cardQueries } from '../../api/cards';
import type { CardSummary } from '../../contract/cards';
import { PER_PAGE_MAX } from '../../contract/limits';

/**
 * Frozen cards that froze themselves: their auto-freeze threshold is set and this month's spend
 * reached it. The list says which cards are frozen; each one's summary says why (few cards are
 * frozen at once, so one request each is cheap).
 */
export function useAutoFrozenCards(enabled: boolean) {
  const frozen = useQuery({
    ...cardQueries.list({ status: 'frozen', per_page: PER_PAGE_MAX }),
    enabled,
  });
  const details = useQueries({
    queries: (frozen.data?.data ?? []).map((card) => cardQueries.detail(card.id)),
  });
  const autoFrozen = details
    .map((d) => d.data)
    .filter((card): card is CardSummary => {
      const threshold = card?.auto_freeze_at ?? 0;
      return card !== undefined && threshold > 0 && (card.spent_this_month ?? 0) >= threshold;
    });
  const pending = enabled && (frozen.isPending || details.some((d) => d.isPending));
  return { autoFrozen, pending };
}
