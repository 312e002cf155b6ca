import { useParams } from 'react-router';
import { CardDetailPage } from '../../features/cards/card-detail-page';

export function Component() {
  const { cardId = '' } = useParams();
  return <CardDetailPage key={cardId} cardId={cardId} />;
}
