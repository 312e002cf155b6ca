import { replacePageQueries } from '../../features/replace/page-queries';
import type { PageQueries } from '../page';

export const queries: PageQueries = ({ params }) =>
  Object.values(replacePageQueries(params.cardId ?? ''));
