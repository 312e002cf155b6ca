import { useParams } from 'react-router';
import { useRadar } from '../../features/radar/use-radar';
import { ReplacePage } from '../../features/replace/replace-page';
import type { PageRoute } from '../page';

export const route = {
  path: '/cards/:cardId/replace',
} satisfies PageRoute;

/**
 * The subscription radar's finds on one card, for the replace to list (decision 044): features
 * stay strangers, the route hands one to the other. Undefined while the radar still reads.
 */
function useSubscriptionsOf(cardId: string) {
  const radar = useRadar();
  if (radar.pending) return undefined;
  return radar.subscriptions.filter((s) => s.cardId === cardId);
}

export function Component() {
  const { cardId = '' } = useParams();
  return <ReplacePage key={cardId} cardId={cardId} useSubscriptionsOf={useSubscriptionsOf} />;
}
