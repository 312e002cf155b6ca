import { depositsPageQueries } from '../../features/deposits/page-queries';
import type { PageQueries } from '../page';

export const queries: PageQueries = () => Object.values(depositsPageQueries());
