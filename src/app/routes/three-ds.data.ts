import { challengeView, threeDsPageQueries } from '../../features/three-ds/page-queries';
import type { PageQueries } from '../page';

export const queries: PageQueries = ({ search }) =>
  Object.values(threeDsPageQueries(challengeView(search)));
