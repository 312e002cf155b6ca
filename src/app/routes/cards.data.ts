import { cardListPageQueries } from '../../features/cards/card-page-queries';
import { parseCardListParams } from '../../features/cards/use-card-list-params';
import type { PageQueries } from '../page';

export const queries: PageQueries = ({ search }) =>
  Object.values(cardListPageQueries(parseCardListParams(search)));
