import { cardDetailPageQueries } from '../../features/cards/card-page-queries';
import type { PageQueries } from '../page';

export const queries: PageQueries = ({ params }) =>
  Object.values(cardDetailPageQueries(params.cardId ?? ''));
