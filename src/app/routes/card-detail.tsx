import { Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { CardDetailPage } from '../../features/cards/card-detail-page';
import type { CardIntent } from '../../lib/paths';
import { lazyPart } from '../../lib/lazy-part';
import type { PageRoute } from '../page';

export const route = {
  path: '/cards/:cardId',
  prerender: true,
} satisfies PageRoute;

// Below the card's figures and not in the page's first load (decision 005's budget).
const SubscriptionRadar = lazyPart(
  () => import('../../features/radar/subscription-radar'),
  'SubscriptionRadar',
);

// The statement action (decision 045) is a chunk of its own too, loaded with the card's body:
// card-detail's first load is at its budget (decision 005; a preload on mount was 29 bytes over).
const StatementButton = lazyPart(
  () => import('../../features/statements/statement-button'),
  'StatementButton',
);

export function Component() {
  const { cardId = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  // What the command menu sent the person here to do (fund, reveal): taken once per arrival and
  // cleared from the history entry, so a reload or Back does not open the form or reveal again.
  const sent = (location.state as { intent?: CardIntent } | null)?.intent;
  const [arrival, setArrival] = useState({ key: location.key, intent: sent });
  if (sent && arrival.key !== location.key) setArrival({ key: location.key, intent: sent });
  useEffect(() => {
    if (sent) void navigate(location, { replace: true, state: null });
  }, [location.key]); // eslint-disable-line react-hooks/exhaustive-deps -- once per arrival

  return (
    <CardDetailPage
      key={`${cardId}:${arrival.key}`}
      cardId={cardId}
      intent={arrival.intent}
      renderRadar={(card, onFund) => (
        <Suspense fallback={null}>
          <SubscriptionRadar cards={[card]} onFund={(_, cents) => onFund(cents)} perCard />
        </Suspense>
      )}
      statement={(card) => (
        <Suspense fallback={null}>
          <StatementButton cardId={card.id} />
        </Suspense>
      )}
    />
  );
}
